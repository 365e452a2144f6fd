/** Props of the review form (ReviewForm.tsx). */
export type ReviewFormProps = {
  /** The reviewed casino. */
  casinoSlug: string;
  /** The page's locale (the review is stored with it). */
  locale: string;
  /** The id of the element beside the modal's opener that shows the success toast. */
  toastAnchor?: string | undefined;
  /** Where the form's own toasts show, under its submit button. */
  formToasts: string;
  /** Called after the review was stored. */
  onSent: () => void;
};
