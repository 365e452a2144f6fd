/**
 * Characters a reader cannot see: format and control characters, default-ignorable code points
 * (zero-width spaces and joiners, soft hyphens, variation selectors, Hangul fillers) and every
 * space but U+0020. A name holding one could pass for another ('Admin\u200B' for 'Admin'), so
 * such a name is refused whole; stripping would make the very lookalike it hides.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\u2800]|(?! )\p{Zs}/u;

/** True when `text` holds a character a reader cannot see (see above). */
export function hasInvisibleChars(text: string): boolean {
  return INVISIBLE.test(text);
}
