/**
 * The product context (§2.4): the wallet in the add-to-cart form for
 * simple, variable (`attribute_*`), grouped (`quantity[{id}]`), booking and
 * (variable) subscription products. §4.4 enablement from the price element,
 * the add-to-cart button's `disabled` class and `is_disabled`; §4.6 cart
 * simulation debounced and throttled; §4.5 subscription mode.
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
import { dispatch, select } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { WalletButtons } from '../components/WalletButtons';
import { simulationReady } from '../rules/simulation';
import { debounce, throttleLatest, throttleWindow } from '../rules/timing';
import {
	isEnabled,
	priceAmount,
	productButtonsShown,
	subscribeAndSaveSelected,
	subscriptionPlanId,
	subscriptionRenders,
} from '../rules/visibility';
import {
	buildCallbacks,
	pageInSubscriptionMode,
	useConfig,
	useEnablement,
	usePageScriptOptions,
	useReload,
} from './shared';

/**
 * The form's fields (§3.6).
 *
 * @param form The add-to-cart form.
 */
const fieldsOf = ( form: HTMLFormElement ): FormField[] =>
	Array.from( new FormData( form ) ).map( ( [ name, value ] ) => [
		name,
		String( value ),
	] );

/**
 * What the form says now (§4.4, §4.5).
 *
 * @param form   The add-to-cart form.
 * @param config §3.11.
 */
function readForm( form: HTMLFormElement, config: GatewayConfig ) {
	const fields = fieldsOf( form );
	const button = form.querySelector( '.single_add_to_cart_button' );
	return {
		enabled: isEnabled( config, {
			context: 'product',
			priceAmount: priceAmount( form.dataset.priceAmount ),
			addToCartDisabled: Boolean(
				button?.classList.contains( 'disabled' )
			),
		} ),
		planId: subscriptionPlanId( config, Object.fromEntries( fields ) ),
		saveSelected: subscribeAndSaveSelected( fields ),
	};
}

/**
 * @param props         Props.
 * @param props.element The wrapper in the add-to-cart form.
 */
export function ProductButtons( { element }: { element: HTMLElement } ) {
	const config = useConfig();
	const form = element.closest< HTMLFormElement >( 'form' );
	const wrapper = config.button.wrapper;
	const type = ( config.productType || 'simple' ) as ProductType;
	const subscription = pageInSubscriptionMode( config );
	const [ state, setState ] = useState( () =>
		form ? readForm( form, config ) : null
	);
	const [ generation, reload ] = useReload();
	const options = usePageScriptOptions( config );
	useEnablement( wrapper, Boolean( state?.enabled ) );

	// The form changes (the add-to-cart script sets price and button class).
	useEffect( () => {
		if ( ! form ) {
			return;
		}
		setState( readForm( form, config ) );
		const observer = new MutationObserver( () =>
			setState( readForm( form, config ) )
		);
		observer.observe( form, {
			attributes: true,
			subtree: true,
			attributeFilter: [ 'data-price-amount', 'class' ],
		} );
		form.addEventListener( 'change', onFormChange );
		return () => {
			observer.disconnect();
			form.removeEventListener( 'change', onFormChange );
		};
		function onFormChange() {
			if ( form ) {
				setState( readForm( form, config ) );
			}
		}
	}, [ form, config ] );

	// §4.6: simulate the cart, debounced 100 ms and throttled per window.
	const simulateEnabled = config.simulate_cart?.enabled;
	const throttling = throttleWindow( config.simulate_cart?.throttling );
	useEffect( () => {
		if ( ! form || ! simulateEnabled ) {
			return;
		}
		const simulate = throttleLatest( ( lines: ProductLine[] ) => {
			(
				dispatch( paymentStore ).simulateCart(
					lines
				) as Promise< void >
			 ).catch( () => undefined );
		}, throttling );
		// Only a form the shop could take uses up a window of the throttle.
		const onChange = debounce( () => {
			const fields = fieldsOf( form );
			const lines = productLines( fields, type );
			const ready = simulationReady( fields, {
				required: Array.from(
					form.querySelectorAll< HTMLInputElement >(
						'[required][name], [aria-required="true"][name]'
					),
					( field ) => field.name
				),
				addToCartDisabled: Boolean(
					form
						.querySelector( '.single_add_to_cart_button' )
						?.classList.contains( 'disabled' )
				),
				lineCount: lines.length,
			} );
			if ( ready ) {
				simulate( lines );
			}
		} );
		form.addEventListener( 'change', onChange );
		form.addEventListener( 'input', onChange );
		return () => {
			form.removeEventListener( 'change', onChange );
			form.removeEventListener( 'input', onChange );
		};
	}, [ form, simulateEnabled, throttling, type ] );

	const callbacks = useMemo( () => {
		// §4.4: a click on disabled buttons submits the form, so the shop's own validation shows.
		const submitForm = () => {
			const button = form?.querySelector< HTMLButtonElement >(
				'.single_add_to_cart_button'
			);
			if ( button?.classList.contains( 'disabled' ) ) {
				form?.requestSubmit( button );
			}
		};
		return {
			submitForm,
			flow: buildCallbacks(
				element,
				{
					context: 'product',
					productType: type,
					products: () =>
						form ? productLines( fieldsOf( form ), type ) : [],
					isEnabled: () =>
						select( paymentStore ).isWrapperEnabled( wrapper ),
					onDisabledClick: submitForm,
				},
				reload,
				subscription
					? () =>
							form
								? subscriptionPlanId(
										select( paymentStore ).getConfig() ??
											config,
										Object.fromEntries( fieldsOf( form ) )
								  )
								: null
					: undefined
			),
		};
		// Built once per wrapper; what changes is read at call time.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ element, form, type, subscription, wrapper ] );

	if (
		! form ||
		! state ||
		! productButtonsShown( config ) ||
		! subscriptionRenders( config ) ||
		( subscription && ! state.planId ) ||
		state.saveSelected
	) {
		return null;
	}
	return (
		<WalletButtons
			element={ element }
			wrapper={ wrapper }
			style={ config.button.style }
			options={ options }
			callbacks={ callbacks.flow }
			generation={ generation }
			onDisabledClick={ callbacks.submitForm }
		/>
	);
}
