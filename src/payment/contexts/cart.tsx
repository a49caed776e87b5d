/**
 * The cart context (§2.4): always its own handler, enabled while the cart
 * has items and subscription_product_allowed is not false (§4.4); the
 * cart page's changes reach it through the `vitrine/cart` store.
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
	useConfig,
	useEnablement,
	usePageScriptOptions,
	useReload,
} from './shared';

/**
 * @param props         Props.
 * @param props.element The cart's wrapper.
 */
export function CartButtons( { element }: { element: HTMLElement } ) {
	const config = useConfig();
	const wrapper = config.button.wrapper;
	const itemCount = useSelect( ( s ) => {
		const cart = s( cartStore );
		// Before the cart view's first answer, the page's own figure counts.
		return cart.getTotal() === null ? undefined : cart.getItemCount();
	}, [] );
	const enabled = isEnabled( config, { context: 'cart', itemCount } );
	useEnablement( wrapper, enabled );
	const options = usePageScriptOptions( config );
	const [ generation, reload ] = useReload();
	const callbacks = useMemo(
		() =>
			buildCallbacks(
				element,
				{
					context: 'cart',
					isEnabled: () =>
						select( paymentStore ).isWrapperEnabled( wrapper ),
				},
				reload
			),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ element, wrapper ]
	);
	return (
		<WalletButtons
			element={ element }
			wrapper={ wrapper }
			style={ config.button.style }
			options={ options }
			callbacks={ callbacks }
			generation={ generation }
		/>
	);
}
