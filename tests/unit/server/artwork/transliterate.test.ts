import { describe, expect, it } from 'vitest';
import { cyrillicInitials, latinToCyrillic } from '../../../../server/artwork/transliterate';

describe('latinToCyrillic', () => {
  it.each([
    ['Vitosha', 'Витоша'],
    ['Yantra', 'Янтра'],
    ['Shtilyan', 'Щилян'],
    ['Tsvetan', 'Цветан'],
    ['Zhivko', 'Живко'],
    ['Chavdar', 'Чавдар'],
    ['Lucky', 'Луки'],
    ['Thracia', 'Трасиа'],
    ['Wild', 'Уилд'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });
});

describe('cyrillicInitials', () => {
  it.each([
    ['Balkan Bet', 'ББ'],
    ['ePay.bg', 'ЕБ'],
    ['Иван Петров', 'ИП'],
    ['Значка „Ветеран“', 'ЗВ'],
    ['Golden Fruits Deluxe', 'ГФ'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(cyrillicInitials(name)).toBe(initials);
  });
});
