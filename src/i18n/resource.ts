/** The English resource must have exactly the keys of the Indonesian one (strings may differ). */
export type Resource<T> = { [K in keyof T]: T[K] extends string ? string : Resource<T[K]> };
