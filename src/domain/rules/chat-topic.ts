/** The chat's categories and which one a visitor's typed question asks for (product §7 chat). */
import { z } from 'zod';

/** The chat's categories (product §7 chat-category endpoints). */
export const CHAT_CATEGORIES = [
  'plain',
  'casinos',
  'slots',
  'bonuses',
  'promotions',
  'welcome/promotions',
  'info/casinos',
] as const;

/** A chat category. */
export type ChatCategory = (typeof CHAT_CATEGORIES)[number];

/** The longest question the chat takes, in characters. */
export const CHAT_QUESTION_MAX_CHARS = 200;

/** A typed question: trimmed, not empty, not longer than the maximum. */
export const ChatQuestion = z.string().trim().min(1).max(CHAT_QUESTION_MAX_CHARS);

// First match wins: the narrower topics come before the words they contain
// ("бонус за добре дошли" is a welcome offer, "как да избера казино" a guide question).
const TOPIC_WORDS: readonly (readonly [RegExp, ChatCategory])[] = [
  [/добре дошли|приветств|първи депозит|welcome/, 'welcome/promotions'],
  [/промо|кешбек|презарежд|турнир|cashback|reload|promo/, 'promotions'],
  [/бонус|завъртан|фрийспин|без депозит|bonus|free ?spin/, 'bonuses'],
  [/слот|джакпот|волатилн|rtp|slot|jackpot/, 'slots'],
  [/лиценз|нап\b|избер|сравн|сигурн|отговорн|зависим|licen[cs]e/, 'info/casinos'],
  [/казин|оператор|casino/, 'casinos'],
];

/** The category a question asks for; 'plain' (the help line) when no topic is recognised. */
export function chatTopicOf(question: string): ChatCategory {
  const text = question.toLowerCase();
  return TOPIC_WORDS.find(([words]) => words.test(text))?.[1] ?? 'plain';
}
