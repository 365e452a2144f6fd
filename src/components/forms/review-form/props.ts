/** Props of the review form (ReviewForm.tsx). */
export type ReviewFormProps = {
  /** The reviewed casino. */
  casinoSlug: string;
  /** The page's locale (the review is stored with it). */
  locale: string;
  /** Called after the review was stored. */
  onSent: () => void;
};
