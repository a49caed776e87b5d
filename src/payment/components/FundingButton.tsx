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
import type { ButtonCallbacks } from '../flows/common';
import { sourceStyle, stackedMargin, type Style } from '../rules/layout';
import type { ProviderNamespace } from '../sdk';

interface InitActions {
	enable: () => Promise< void >;
	disable: () => Promise< void >;
}

/**
 * §4.4: switches the SDK's buttons, logging the exact failure texts.
 *
 * @param actions onInit's actions.
 * @param enabled Whether to enable.
 */
function apply( actions: InitActions, enabled: boolean ) {
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

interface Props {
	namespace: ProviderNamespace;
	source: string;
	style: Style;
	/** The latest callbacks (read at call time, so the button is created once). */
	callbacks: { current: ButtonCallbacks };
	enabled: boolean;
	stacked: boolean;
	/** Called when this source cannot render here (not eligible, or render failed). */
	onIneligible?: ( source: string ) => void;
}

/** The return hash already resumed on this page (§2.5, §4.9). */
let resumedHash: string | null = null;

/**
 * Every wrapper's buttons see the same return hash; one of them resumes the
 * flow, so the page approves once and shows one error.
 */
function claimResume(): boolean {
	const hash = window.location.hash;
	if ( resumedHash === hash ) {
		return false;
	}
	resumedHash = hash;
	return true;
}

/**
 * @param props Props.
 */
export function FundingButton( props: Props ) {
	const { namespace, source, style, callbacks, enabled, stacked } = props;
	const ineligibleNow = useRef( props.onIneligible );
	ineligibleNow.current = props.onIneligible;
	const element = useRef< HTMLDivElement >( null );
	const actions = useRef< InitActions | null >( null );
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
		const options: Record< string, unknown > = {
			fundingSource: source,
			style: sourceStyle( style, source ),
			onInit: ( _data: unknown, init: InitActions ) => {
				actions.current = init;
				apply( init, enabledNow.current );
			},
		};
		for ( const name of Object.keys( callbacks.current ) ) {
			options[ name ] = ( data: unknown, more: unknown ) =>
				callbacks.current[ name ]?.( data, more );
		}
		let buttons: ReturnType<
			NonNullable< ProviderNamespace[ 'Buttons' ] >
		>;
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
			// §2.5: back from the provider's app, the flow resumes.
			if ( buttons.hasReturned?.() && claimResume() ) {
				buttons.resume?.();
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
