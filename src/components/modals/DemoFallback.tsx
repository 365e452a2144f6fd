/** What the demo modal shows instead of the provider's frame (product §2 demo fallback). */
import type { ReactNode } from 'react';

/** Props of {@link DemoFallback}. */
export type DemoFallbackProps = {
  /** Why there is no frame: a data attribute for styling and tests. */
  reason: string;
  /** A validated poster address, or null. */
  poster: string | null;
  /** The message, through t(). */
  message: string;
  /** The way on: a link or a button. */
  children: ReactNode;
};

/** Poster, message, then the way on. */
export function DemoFallback({ reason, poster, message, children }: DemoFallbackProps) {
  return (
    <div className="demo-modal__fallback" data-demo-fallback={reason}>
      {poster ? (
        <img className="demo-modal__poster" src={poster} alt="" width={300} height={200} />
      ) : null}
      <p role="status">{message}</p>
      {children}
    </div>
  );
}
