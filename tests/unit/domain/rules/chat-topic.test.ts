import { describe, expect, it } from 'vitest';
import {
  CHAT_QUESTION_MAX_CHARS,
  ChatQuestion,
  chatTopicOf,
} from '../../../../src/domain/rules/chat-topic';

describe('chatTopicOf', () => {
  it.each([
    ['Какъв е бонусът за добре дошли?', 'welcome/promotions'],
    ['Има ли кешбек тази седмица', 'promotions'],
    ['Искам безплатни завъртания', 'bonuses'],
    ['Бонус без депозит', 'bonuses'],
    ['Кой слот има най-висок RTP?', 'slots'],
    ['Как да избера казино с лиценз от НАП?', 'info/casinos'],
    ['Кое е най-доброто казино', 'casinos'],
    ['Best CASINO', 'casinos'],
    ['Здравейте', 'plain'],
    ['', 'plain'],
  ])('%s → %s', (question, topic) => {
    expect(chatTopicOf(question)).toBe(topic);
  });
});

describe('ChatQuestion', () => {
  it('trims and takes a question up to the maximum', () => {
    expect(ChatQuestion.parse('  слотове  ')).toBe('слотове');
    expect(ChatQuestion.safeParse('а'.repeat(CHAT_QUESTION_MAX_CHARS)).success).toBe(true);
  });

  it('refuses an empty or overlong question', () => {
    expect(ChatQuestion.safeParse('   ').success).toBe(false);
    expect(ChatQuestion.safeParse('а'.repeat(CHAT_QUESTION_MAX_CHARS + 1)).success).toBe(false);
  });
});
