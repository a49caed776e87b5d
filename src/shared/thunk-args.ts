/**
 * What @wordpress/data hands a thunk of a store built from plain objects of
 * selectors (state first) and action creators: the selectors bound to the
 * store's state, and the actions as dispatchers. One definition for every
 * store of ours that types its thunks this way.
 */

/** Selectors of state S with the state argument bound. */
export type BoundSelectors< T, S > = {
	[ K in keyof T ]: T[ K ] extends ( state: S, ...a: infer A ) => infer R
		? ( ...a: A ) => R
		: never;
};

/** Action creators as the store's dispatch offers them. */
export type BoundActions< T > = {
	[ K in keyof T ]: T[ K ] extends ( ...a: infer A ) => unknown
		? ( ...a: A ) => unknown
		: never;
};

/** The select and dispatch of a thunk's argument. */
export interface StoreThunkArgs< Selectors, Actions, State > {
	select: BoundSelectors< Selectors, State >;
	dispatch: BoundActions< Actions >;
}
