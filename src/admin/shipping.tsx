/**
 * The shipping settings screen (handle vitrine-shipping), on Einstellungen →
 * Vitrine Versand only: the editor takes over the server-rendered summary,
 * whose data-config holds the first state, so nothing is fetched that the
 * server already knew.
 */
/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountIslands } from '../shared/island';
import { ShippingEditor, type ShippingState } from './shipping/index';

domReady( () => {
	mountIslands(
		'#vitrine-shipping[data-config]',
		'vitrine/shipping',
		( element ) => (
			<ShippingEditor
				initial={
					JSON.parse(
						element.dataset.config ?? '{}'
					) as ShippingState
				}
			/>
		)
	);
} );
