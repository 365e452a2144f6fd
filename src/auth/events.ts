/** Fired on window when a verified account signs in; the event reports count it (product §4 Login). */
export const LOGIN_EVENT = 'app:login';
