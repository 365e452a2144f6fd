/** The Bulgarian strings of the published player reviews (product §2 review casino). */
export const REVIEW_STRINGS_BG = {
  'Players’ rating': 'Оценка на играчите',
  'From {count} approved player reviews, apart from our editors’ score.':
    'От {count} одобрени отзива на играчи, отделно от оценката на редакцията.',
  'From 1 approved player review, apart from our editors’ score.':
    'От 1 одобрен отзив на играч, отделно от оценката на редакцията.',
  'No player has reviewed this casino yet. Be the first.':
    'Още никой играч не е оценил това казино. Бъдете първият.',
  '{rating} of 5 stars': '{rating} от 5 звезди',
  'Helpful ({count})': 'Полезно ({count})',
  'Was this review helpful?': 'Полезен ли беше този отзив?',
  'Thank you for your vote.': 'Благодарим за гласа ви.',
  'You have already voted for this review.': 'Вече сте гласували за този отзив.',
  'Your vote could not be saved. Try again.': 'Гласът ви не беше записан. Опитайте отново.',
  'Reviews are published after moderation and show what players say, not our editors.':
    'Отзивите се публикуват след проверка от модератор и показват мнението на играчите, а не на редакцията.',
} as const;
