/**
 * One funding source's button in one wrapper: created once per namespace
 * (§4.4: each wrapper + funding source renders once), closed on unmount,
 * enabled and disabled through the SDK's onInit actions.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { sourceStyle, stackedMargin, type Style } from '../rules/layout';
import { replaceHash } from '../location';
import { cleanReturnHash, resumeClaim, returnHashAction } from '../rules/url';
import type {
	ButtonCallbacks,
	FUNDING_SOURCE,
	OnInitActions,
	PayPalButtonsComponentOptions,
	SdkButtons,
	SdkNamespace,
} from '../sdk-types';

/**
 * §4.4: switches the SDK's buttons, logging the exact failure texts.
 *
 * @param actions onInit's actions.
 * @param enabled Whether to enable.
 */
function apply( actions: OnInitActions, enabled: boolean ) {
	const done = enabled ? actions.enable() : actions.disable();
	Promise.resolve( done ).catch( ( error: unknown ) => {
		// eslint-disable-next-line no-console
		console.warn(
			`Failed to ${ enabled ? 'enable' : 'disable' } buttons: ${
				error instanceof Error ? error.message : String( error )
			}`
		);
	} );
}

/**
 * The options of one Buttons instance: each callback the flow has, calling
 * the latest one (the instance is created once, the flow's closures change).
 *
 * @param callbacks         The flow's callbacks, kept current by the caller.
 * @param callbacks.current The latest callbacks.
 */
function latestCallbacks( callbacks: {
	current: ButtonCallbacks;
} ): ButtonCallbacks {
	const now = () => callbacks.current;
	const given = callbacks.current;
	const options: ButtonCallbacks = {};
	if ( given.onClick ) {
		options.onClick = ( data, actions ) => now().onClick?.( data, actions );
	}
	if ( given.onCancel ) {
		options.onCancel = ( data, actions ) =>
			now().onCancel?.( data, actions );
	}
	if ( given.onError ) {
		options.onError = ( error ) => now().onError?.( error );
	}
	if ( given.createOrder ) {
		options.createOrder = ( data, actions ) =>
			now().createOrder?.( data, actions ) ??
			Promise.reject( new Error( 'No callback.' ) );
	}
	if ( given.createSubscription ) {
		options.createSubscription = ( data, actions ) =>
			now().createSubscription?.( data, actions ) ??
			Promise.reject( new Error( 'No callback.' ) );
	}
	if ( given.createVaultSetupToken ) {
		options.createVaultSetupToken = () =>
			now().createVaultSetupToken?.() ??
			Promise.reject( new Error( 'No callback.' ) );
	}
	if ( given.onApprove ) {
		options.onApprove = async ( data, actions ) =>
			now().onApprove?.( data, actions );
	}
	if ( given.onShippingOptionsChange ) {
		options.onShippingOptionsChange = async ( data, actions ) =>
			now().onShippingOptionsChange?.( data, actions );
	}
	if ( given.onShippingAddressChange ) {
		options.onShippingAddressChange = async ( data, actions ) =>
			now().onShippingAddressChange?.( data, actions );
	}
	return options;
}

interface Props {
	namespace: SdkNamespace;
	source: FUNDING_SOURCE;
	style: Style;
	/** The latest callbacks (read at call time, so the button is created once). */
	callbacks: { current: ButtonCallbacks };
	enabled: boolean;
	stacked: boolean;
	/** Called when this source cannot render here (not eligible, or render failed). */
	onIneligible?: ( source: string ) => void;
}

/** One resume per return hash on this page (§2.5, §4.9). */
const claimResume = resumeClaim();

/**
 * @param props Props.
 */
export function FundingButton( props: Props ) {
	const { namespace, source, style, callbacks, enabled, stacked } = props;
	const ineligibleNow = useRef( props.onIneligible );
	ineligibleNow.current = props.onIneligible;
	const element = useRef< HTMLDivElement >( null );
	const actions = useRef< OnInitActions | null >( null );
	const enabledNow = useRef( enabled );
	const [ eligible, setEligible ] = useState( true );
	enabledNow.current = enabled;

	useEffect( () => {
		const ineligible = () => {
			setEligible( false );
			ineligibleNow.current?.( source );
		};
		if ( ! namespace.Buttons || ! element.current ) {
			ineligible();
			return;
		}
		const options: PayPalButtonsComponentOptions = {
			...latestCallbacks( callbacks ),
			fundingSource: source,
			style: sourceStyle( style, source ),
			onInit: ( _data, init ) => {
				actions.current = init;
				apply( init, enabledNow.current );
			},
		};
		let buttons: SdkButtons;
		try {
			buttons = namespace.Buttons( options );
		} catch {
			ineligible();
			return;
		}
		if ( ! buttons.isEligible() ) {
			ineligible();
			return;
		}
		buttons.render( element.current ).then( () => {
			// §2.5: back from the provider's app, the flow resumes; a return
			// hash nothing resumes leaves the URL.
			const hash = window.location.hash;
			const action = returnHashAction(
				hash,
				buttons.hasReturned?.() ?? false,
				claimResume
			);
			if ( action === 'resume' ) {
				buttons.resume?.();
			} else if ( action === 'clean' ) {
				replaceHash( cleanReturnHash( hash ) );
			}
		}, ineligible );
		return () => {
			actions.current = null;
			buttons.close().catch( () => undefined );
		};
		// Created once per namespace and source; callbacks are read through the ref.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ namespace, source ] );

	useEffect( () => {
		if ( actions.current ) {
			apply( actions.current, enabled );
		}
	}, [ enabled ] );

	if ( ! eligible ) {
		return null;
	}
	return (
		<div
			ref={ element }
			className={ `vitrine-wallet__source vitrine-wallet__source--${ source }` }
			style={
				stacked
					? { marginTop: stackedMargin( style.height ?? 45 ) }
					: undefined
			}
		/>
	);
}
