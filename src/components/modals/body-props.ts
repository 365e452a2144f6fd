/** What every modal body receives: the store's props of the request and how to close. */
export type ModalBodyProps = { props: Record<string, unknown>; onClose: () => void };
