/**
 * The shape of a translation: the same keys as the English catalogue, every
 * leaf a string. Typing each Malay namespace with it makes a missing or extra
 * key a type error; the catalogue test checks parameters and empty texts.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
