/**
 * `vitrine/shipping-settings`' side effects: load and save through the one
 * client (api.ts), the answer into the store. A refused save keeps the form
 * as the owner typed it; the stored settings stay as they were.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchShipping, saveShipping, toSaveError } from './api';
import { fromDraft } from './rules';
import type { DraftSettings, ShippingState } from './types';

/** The store's actions a thunk dispatches (store.ts). */
type Action =
	| { type: 'RECEIVE'; state: ShippingState; message: string }
	| { type: 'STATUS'; status: 'loading' | 'idle' | 'saving' }
	| { type: 'FAIL'; message: string; errors: Record< string, string > };

/** What @wordpress/data hands a thunk (the parts used here). */
export interface ThunkArgs {
	dispatch: ( action: Action ) => void;
	select: { getDraft: () => DraftSettings | null };
}

export const thunks = {
	/**
	 * Loads the settings (an embedding screen without data-config).
	 */
	load:
		() =>
		async ( { dispatch }: ThunkArgs ): Promise< void > => {
			dispatch( { type: 'STATUS', status: 'loading' } );
			try {
				dispatch( {
					type: 'RECEIVE',
					state: await fetchShipping(),
					message: '',
				} );
			} catch ( failure ) {
				const error = toSaveError( failure );
				dispatch( {
					type: 'FAIL',
					message: error.message,
					errors: {},
				} );
			}
		},

	/**
	 * Saves the form.
	 *
	 * @return The server's answer, or null when nothing was saved.
	 */
	save:
		() =>
		async ( {
			dispatch,
			select,
		}: ThunkArgs ): Promise< ShippingState | null > => {
			const draft = select.getDraft();
			if ( ! draft ) {
				return null;
			}
			const { settings, errors } = fromDraft( draft );
			if ( Object.keys( errors ).length > 0 ) {
				dispatch( {
					type: 'FAIL',
					message: __(
						'The shipping settings were not saved. Please correct the marked fields.',
						'vitrine'
					),
					errors,
				} );
				return null;
			}
			dispatch( { type: 'STATUS', status: 'saving' } );
			try {
				const answer = await saveShipping( settings );
				dispatch( {
					type: 'RECEIVE',
					state: answer,
					message: answer.message,
				} );
				return answer;
			} catch ( failure ) {
				const error = toSaveError( failure );
				dispatch( {
					type: 'FAIL',
					message: error.message,
					errors: error.errors,
				} );
				return null;
			}
		},
};
