/**
 * The provider's namespace for an option set: loads it once (sdk.ts),
 * records the status in `vitrine/payment`, and gives null while loading or
 * after a failure.
 */
/**
 * External dependencies
 */
import { paymentStore } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { loadSdk, optionsKey, type ScriptOptions } from '../sdk';
import type { SdkNamespace } from '../sdk-types';

/** Loading state of a wrapper's provider script. */
export type ProviderState =
	| { status: 'loading'; namespace: null }
	| { status: 'ready'; namespace: SdkNamespace }
	| { status: 'failed'; namespace: null };

/**
 * @param options Loader options, or null (nothing to load).
 */
export function useProvider( options: ScriptOptions | null ): ProviderState {
	const key = options ? optionsKey( options ) : '';
	const [ state, setState ] = useState< ProviderState >( {
		status: 'loading',
		namespace: null,
	} );
	useEffect( () => {
		if ( ! options ) {
			return;
		}
		let live = true;
		const store = dispatch( paymentStore );
		store.setSdkStatus( 'loading' );
		loadSdk( options ).then(
			( namespace ) => {
				store.setSdkStatus( 'ready' );
				if ( live ) {
					setState( { status: 'ready', namespace } );
				}
			},
			( error: Error ) => {
				// §8.2: a failed load hides the buttons silently.
				store.setSdkStatus( 'failed', error.message );
				if ( live ) {
					setState( { status: 'failed', namespace: null } );
				}
			}
		);
		return () => {
			live = false;
		};
		// The key stands for the options.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key ] );
	return state;
}
