/**
 * The "За нас" page's text: who writes the site (the seed's authors, linked to their profiles
 * where the locale has them) and how a casino's rating is made, as the reviews show it (product §5:
 * the mean of the criteria's scores).
 */
import type { Author } from '../../../src/domain/entities';
import type { PageContext } from './page';

/** One editor: a link to the profile where the locale has it, else the name. */
function editorLine(a: Author, linked: boolean): string {
  const name = linked ? `<a href="/${a.slug}">${a.name}</a>` : `<strong>${a.name}</strong>`;
  return `<li>${name} (${a.role}) пише за ${a.expertise[0] ?? 'онлайн казина'}.</li>`;
}

/** The page's body under its description. */
export function aboutHtml(ctx: PageContext): string {
  const { editors } = ctx;
  const linked = ctx.authors.length > 0;
  return [
    '<h2>Кои сме ние</h2>',
    `<p>Казино ръководство е независим сайт на български език за онлайн казина, слотове и бонуси. Пише го екип от ${String(editors.length)} редактори; всяко ревю и всяка статия са подписани от автора си.</p>`,
    '<h2>Редакцията</h2>',
    `<ul>${editors.map((a) => editorLine(a, linked)).join('')}</ul>`,
    '<h2>Как оценяваме казината</h2>',
    '<p>Всяко казино получава оценка от 0 до 10 по шест критерия: бонуси, избор на игри, плащания, обслужване, мобилна версия и сигурност. Общата оценка е средното от шестте, закръглено до една десета, а оценката по всеки критерий е в таблицата на ревюто.</p>',
    '<p>Преди да оценим казино, проверяваме лиценза му в публичния регистър на регулатора и записваме датата на проверката. Условията на всеки бонус сверяваме при оператора; до всяка оферта стои датата, на която сме ги проверили за последно.</p>',
    '<p>Партньорските връзки не влияят на оценката: казино, от което получаваме комисиона, се оценява по същите критерии като всяко друго.</p>',
  ].join('');
}
