/**
 * The mini-cart context (§2.4): its own wrapper and style, started when
 * mini_cart_buttons_enabled is "1", and enabled while the cart (the
 * `vitrine/cart` store, which follows every change on the page) has items.
 */
/**
 * External dependencies
 */
import { cartStore, paymentStore } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { WalletButtons } from '../components/WalletButtons';
import { isEnabled } from '../rules/visibility';
import {
	buildCallbacks,
	pageInSubscriptionMode,
	useConfig,
	useEnablement,
	usePageScriptOptions,
	useReload,
} from './shared';

/**
 * @param props         Props.
 * @param props.element The mini-cart's wrapper.
 */
export function MiniCartButtons( { element }: { element: HTMLElement } ) {
	const config = useConfig();
	const wrapper = config.button.mini_cart_wrapper;
	const itemCount = useSelect( ( s ) => s( cartStore ).getItemCount(), [] );
	const enabled = isEnabled( config, { context: 'mini-cart', itemCount } );
	useEnablement( wrapper, enabled );
	const options = usePageScriptOptions( config );
	const [ generation, reload ] = useReload();
	const callbacks = useMemo(
		() =>
			buildCallbacks(
				element,
				{
					context: 'mini-cart',
					isEnabled: () =>
						select( paymentStore ).isWrapperEnabled( wrapper ),
				},
				reload
			),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ element, wrapper ]
	);
	// An empty cart loads nothing; a subscription product's page loads the
	// script for subscriptions only (§4.5), which cannot pay a cart.
	if ( ! enabled || pageInSubscriptionMode( config ) ) {
		return null;
	}
	return (
		<WalletButtons
			element={ element }
			wrapper={ wrapper }
			style={ config.button.mini_cart_style }
			options={ options }
			callbacks={ callbacks }
			generation={ generation }
		/>
	);
}
