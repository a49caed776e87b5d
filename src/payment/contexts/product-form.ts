/**
 * The product page's add-to-cart form as the product context reads it:
 * its fields (§3.6), its §4.4 / §4.5 state, watched as the add-to-cart
 * script changes it, and the §4.6 cart simulation on its changes.
 */
/**
 * External dependencies
 */
import {
	paymentStore,
	productLines,
	type FormField,
	type GatewayConfig,
	type ProductLine,
	type ProductType,
} from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { simulationReady } from '../rules/simulation';
import { debounce, throttleLatest, throttleWindow } from '../rules/timing';
import {
	isEnabled,
	groupedPriceAmount,
	priceAmount,
	subscribeAndSaveSelected,
	subscriptionPlanId,
} from '../rules/visibility';

const ADD_TO_CART = '.single_add_to_cart_button';

/**
 * The form's fields (§3.6).
 *
 * @param form The add-to-cart form.
 */
export const fieldsOf = ( form: HTMLFormElement ): FormField[] =>
	Array.from( new FormData( form ) ).map( ( [ name, value ] ) => [
		name,
		String( value ),
	] );

/**
 * Whether the add-to-cart button carries the class `disabled` (§4.4).
 *
 * @param form The add-to-cart form.
 */
export const addToCartDisabled = ( form: HTMLFormElement ): boolean =>
	Boolean(
		form.querySelector( ADD_TO_CART )?.classList.contains( 'disabled' )
	);

/**
 * §4.4: a click on disabled buttons submits the form, so the shop's own
 * validation shows.
 *
 * @param form The add-to-cart form.
 */
export function submitWhenDisabled( form: HTMLFormElement | null ): void {
	const button = form?.querySelector< HTMLButtonElement >( ADD_TO_CART );
	if ( form && button && addToCartDisabled( form ) ) {
		form.requestSubmit( button );
	}
}

/**
 * What the form says now (§4.4, §4.5).
 *
 * @param form   The add-to-cart form.
 * @param config §3.11.
 */
export function readForm( form: HTMLFormElement, config: GatewayConfig ) {
	const fields = fieldsOf( form );
	return {
		enabled: isEnabled( config, {
			context: 'product',
			priceAmount:
				config.productType === 'grouped'
					? groupedPriceAmount(
							Array.from(
								form.querySelectorAll< HTMLInputElement >(
									'input[name^="quantity["]'
								),
								( input ) => input.value
							)
					  )
					: priceAmount( form.dataset.priceAmount ),
			addToCartDisabled: addToCartDisabled( form ),
		} ),
		planId: subscriptionPlanId( config, Object.fromEntries( fields ) ),
		saveSelected: subscribeAndSaveSelected( fields ),
	};
}

/**
 * The form's state, read again whenever the form or its price and button
 * change (the add-to-cart script sets them).
 *
 * @param form   The add-to-cart form.
 * @param config §3.11.
 */
export function useFormState(
	form: HTMLFormElement | null,
	config: GatewayConfig
) {
	const [ state, setState ] = useState( () =>
		form ? readForm( form, config ) : null
	);
	useEffect( () => {
		if ( ! form ) {
			return;
		}
		const read = () => setState( readForm( form, config ) );
		read();
		const observer = new MutationObserver( read );
		observer.observe( form, {
			attributes: true,
			subtree: true,
			attributeFilter: [ 'data-price-amount', 'class' ],
		} );
		form.addEventListener( 'change', read );
		form.addEventListener( 'input', read );
		return () => {
			observer.disconnect();
			form.removeEventListener( 'change', read );
			form.removeEventListener( 'input', read );
		};
	}, [ form, config ] );
	return state;
}

/**
 * §4.6: form changes debounced 100 ms, then simulate_cart throttled to one
 * request per window (the last state always sent); only a form the shop
 * could take uses up a window.
 *
 * @param form   The add-to-cart form.
 * @param config §3.11.
 * @param type   Product type.
 */
export function useCartSimulation(
	form: HTMLFormElement | null,
	config: GatewayConfig,
	type: ProductType
): void {
	const enabled = config.simulate_cart?.enabled;
	const throttling = throttleWindow( config.simulate_cart?.throttling );
	useEffect( () => {
		if ( ! form || ! enabled ) {
			return;
		}
		const simulate = throttleLatest( ( lines: ProductLine[] ) => {
			(
				dispatch( paymentStore ).simulateCart(
					lines
				) as Promise< void >
			 ).catch( () => undefined );
		}, throttling );
		const onChange = debounce( () => {
			const fields = fieldsOf( form );
			const lines = productLines( fields, type );
			const required = Array.from(
				form.querySelectorAll< HTMLInputElement >(
					'[required][name], [aria-required="true"][name]'
				),
				( field ) => field.name
			);
			if (
				simulationReady( fields, {
					required,
					addToCartDisabled: addToCartDisabled( form ),
					lineCount: lines.length,
				} )
			) {
				simulate( lines );
			}
		} );
		form.addEventListener( 'change', onChange );
		form.addEventListener( 'input', onChange );
		return () => {
			form.removeEventListener( 'change', onChange );
			form.removeEventListener( 'input', onChange );
		};
	}, [ form, enabled, throttling, type ] );
}
