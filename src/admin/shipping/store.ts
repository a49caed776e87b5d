/**
 * `vitrine/shipping-settings`: the shipping editor's form and what the
 * server last said. Pure part (actions, reducer, selectors); the thunks
 * that talk to the server are in thunks.ts.
 */
/**
 * WordPress dependencies
 */
import { createReduxStore, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { thunks } from './thunks';
import { toDraft } from './rules';
import type {
	Country,
	DraftSettings,
	FieldErrors,
	ShippingState,
} from './types';

export const SHIPPING_STORE = 'vitrine/shipping-settings';

export interface EditorNotice {
	status: 'success' | 'error';
	text: string;
}

export interface EditorState {
	/** The form; null until the settings arrived. */
	draft: DraftSettings | null;
	/** Whether the owner saved settings (else the starter ones apply). */
	saved: boolean;
	/** Whether the form was changed since the server's last answer. */
	dirty: boolean;
	countries: Country[];
	currency: string;
	status: 'loading' | 'idle' | 'saving';
	/** German messages by field path, from the last save. */
	errors: FieldErrors;
	notice: EditorNotice | null;
}

export const initialState: EditorState = {
	draft: null,
	saved: false,
	dirty: false,
	countries: [],
	currency: 'EUR',
	status: 'loading',
	errors: {},
	notice: null,
};

export const actions = {
	/**
	 * The server's settings (loaded or just saved) become the form.
	 *
	 * @param state   The server's answer.
	 * @param message A success message to show, if any.
	 */
	receive: ( state: ShippingState, message = '' ) =>
		( { type: 'RECEIVE', state, message } ) as const,
	/**
	 * The owner changed the form.
	 *
	 * @param draft The form now.
	 * @param clear The field whose message goes ('' none; '*' all, after
	 *              adding, removing or moving, when paths no longer match).
	 */
	edit: ( draft: DraftSettings, clear = '' ) =>
		( { type: 'EDIT', draft, clear } ) as const,
	/**
	 * Loading or saving starts or ends.
	 *
	 * @param status The status.
	 */
	setStatus: ( status: EditorState[ 'status' ] ) =>
		( { type: 'STATUS', status } ) as const,
	/**
	 * A save was refused: the form stays as it is.
	 *
	 * @param message German message.
	 * @param errors  German messages by field path.
	 */
	fail: ( message: string, errors: FieldErrors ) =>
		( { type: 'FAIL', message, errors } ) as const,
};

export type EditorAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;

/**
 * @param state  State.
 * @param action Action.
 */
export function reducer(
	state: EditorState = initialState,
	action: EditorAction
): EditorState {
	switch ( action.type ) {
		case 'RECEIVE':
			return {
				...state,
				draft: toDraft( action.state.settings ),
				saved: action.state.saved,
				dirty: false,
				countries: action.state.countries,
				currency: action.state.currency,
				status: 'idle',
				errors: {},
				notice: action.message
					? { status: 'success', text: action.message }
					: null,
			};
		case 'EDIT': {
			let errors = state.errors;
			if ( action.clear === '*' ) {
				errors = {};
			} else if ( action.clear && action.clear in errors ) {
				errors = { ...errors };
				delete errors[ action.clear ];
			}
			return {
				...state,
				draft: action.draft,
				dirty: true,
				errors,
				notice:
					state.notice?.status === 'success' ? null : state.notice,
			};
		}
		case 'STATUS':
			return { ...state, status: action.status };
		case 'FAIL':
			return {
				...state,
				status: 'idle',
				errors: action.errors,
				notice: { status: 'error', text: action.message },
			};
	}
	return state;
}

export const selectors = {
	getDraft: ( state: EditorState ) => state.draft,
	isSaved: ( state: EditorState ) => state.saved,
	isDirty: ( state: EditorState ) => state.dirty,
	getCountries: ( state: EditorState ) => state.countries,
	getCurrency: ( state: EditorState ) => state.currency,
	getStatus: ( state: EditorState ) => state.status,
	getErrors: ( state: EditorState ) => state.errors,
	getNotice: ( state: EditorState ) => state.notice,
};

export const shippingStore = createReduxStore( SHIPPING_STORE, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

/**
 * Registers the store once per page (the settings screen and a screen that
 * embeds the editor may both bring this module).
 */
export function ensureShippingStore(): void {
	if ( ! ( select as ( name: string ) => unknown )( SHIPPING_STORE ) ) {
		register( shippingStore );
	}
}
