/**
 * The product context (§2.4): the wallet in the add-to-cart form for
 * simple, variable (`attribute_*`), grouped (`quantity[{id}]`), booking and
 * (variable) subscription products. §4.4 enablement from the price element,
 * the add-to-cart button's `disabled` class and `is_disabled`; §4.6 cart
 * simulation; §4.5 subscription mode.
 */
/**
 * External dependencies
 */
import { paymentStore, productLines, type ProductType } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { WalletButtons } from '../components/WalletButtons';
import {
	productButtonsShown,
	subscriptionPlanId,
	subscriptionRenders,
	walletMayBuy,
} from '../rules/visibility';
import {
	fieldsOf,
	submitWhenDisabled,
	useCartSimulation,
	useFormState,
} from './product-form';
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
 * @param props.element The wrapper in the add-to-cart form.
 */
export function ProductButtons( { element }: { element: HTMLElement } ) {
	const config = useConfig();
	const form = element.closest< HTMLFormElement >( 'form' );
	const wrapper = config.button.wrapper;
	const type = ( config.productType || 'simple' ) as ProductType;
	const subscription = pageInSubscriptionMode( config );
	const state = useFormState( form, config );
	const [ generation, reload ] = useReload();
	const options = usePageScriptOptions( config );
	useEnablement( wrapper, Boolean( state?.enabled ) );
	useCartSimulation( form, config, type );

	const callbacks = useMemo(
		() =>
			buildCallbacks(
				element,
				{
					context: 'product',
					productType: type,
					products: () =>
						form ? productLines( fieldsOf( form ), type ) : [],
					isEnabled: () =>
						select( paymentStore ).isWrapperEnabled( wrapper ),
					onDisabledClick: () => submitWhenDisabled( form ),
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
		// Built once per wrapper; what changes is read at call time.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ element, form, type, subscription, wrapper ]
	);

	if (
		! form ||
		! state ||
		! productButtonsShown( config ) ||
		! subscriptionRenders( config ) ||
		! walletMayBuy( config ) ||
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
			callbacks={ callbacks }
			generation={ generation }
			onDisabledClick={ () => submitWhenDisabled( form ) }
		/>
	);
}
