/**
 * The wallet in one wrapper: loads the provider's script (once per page and
 * option set), renders one button per eligible funding source, follows the
 * wrapper's §4.4 enablement from the store, swallows clicks while disabled,
 * and keeps the §9.5 layout. A failed load hides the wrapper silently and
 * removes the overlays (§4.4); so does a wallet none of whose sources is
 * eligible, and it tells the context (onUnavailable), whose checkout offers
 * the shopper another method then.
 */
/**
 * External dependencies
 */
import { paymentStore } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { onMethodEvent } from '../method-events';
import {
	LAYOUT_REFRESH_MS,
	WIDTH_CLASSES,
	widthClass,
	type Style,
} from '../rules/layout';
import { concerns } from '../rules/events';
import type { ScriptOptions } from '../sdk';
import type { ButtonCallbacks, FUNDING_SOURCE } from '../sdk-types';
import { FundingButton } from './FundingButton';
import { useProvider } from './useProvider';

/** Funding sources the wallet renders (cards have their own fields). */
const WALLET_SOURCES = [ 'paypal', 'paylater', 'venmo' ];

/** Without the funding-eligibility component: the wallet alone. */
const FALLBACK_SOURCES: FUNDING_SOURCE[] = [ 'paypal' ];

/** §9.3: the wallet's gateway id, for method events. */
const METHOD = 'ppcp-gateway';

export interface WalletButtonsProps {
	/** The server-rendered wrapper (the island's element). */
	element: HTMLElement;
	/** Its selector: the key of its enablement in the store. */
	wrapper: string;
	style: Style;
	/** Loader options, or null when nothing may load. */
	options: ScriptOptions | null;
	callbacks: ButtonCallbacks;
	/** §4.4: a click while disabled (the product form submits). */
	onDisabledClick?: () => void;
	/** Set by flows through reload(): a new generation renders anew. */
	generation?: number;
	/** Funding sources this wrapper renders (the wallet's by default). */
	sources?: string[];
	/** Called once no source can render here (the script loaded). */
	onUnavailable?: () => void;
}

/**
 * §9.5: the wrapper's width class, measured now and 200 ms later.
 *
 * @param element Wrapper.
 */
function measure( element: HTMLElement ) {
	const refresh = () => {
		element.classList.remove( ...WIDTH_CLASSES );
		element.classList.add( widthClass( element.clientWidth ) );
	};
	refresh();
	return setTimeout( refresh, LAYOUT_REFRESH_MS );
}

/**
 * @param props Props.
 */
export function WalletButtons( props: WalletButtonsProps ) {
	const { element, wrapper, style, options, onDisabledClick } = props;
	const provider = useProvider( options );
	const enabled = useSelect(
		( select ) => select( paymentStore ).isWrapperEnabled( wrapper ),
		[ wrapper ]
	);
	const callbacks = useRef( props.callbacks );
	callbacks.current = props.callbacks;
	const enabledNow = useRef( enabled );
	enabledNow.current = enabled;
	const disabledClick = useRef( onDisabledClick );
	disabledClick.current = onDisabledClick;
	const [ shown, setShown ] = useState( true );
	const [ generation, setGeneration ] = useState( 0 );
	const [ ineligible, setIneligible ] = useState< string[] >( [] );
	const unavailableNow = useRef( props.onUnavailable );
	unavailableNow.current = props.onUnavailable;
	// A new render generation asks every source again.
	useEffect( () => setIneligible( [] ), [ generation, props.generation ] );

	// §9.3: invalidate hides, render shows, redraw renders anew.
	useEffect(
		() =>
			onMethodEvent( ( event ) => {
				if ( ! concerns( event, METHOD ) ) {
					return;
				}
				if ( event.kind === 'invalidate' ) {
					setShown( false );
				} else if ( event.kind === 'render' ) {
					setShown( true );
				} else {
					setGeneration( ( n ) => n + 1 );
				}
			} ),
		[]
	);

	// §4.4: a disabled wrapper swallows clicks (capture phase, before the buttons).
	useEffect( () => {
		const swallow = ( event: Event ) => {
			if ( enabledNow.current ) {
				return;
			}
			event.preventDefault();
			event.stopImmediatePropagation();
			disabledClick.current?.();
		};
		element.addEventListener( 'click', swallow, true );
		return () => element.removeEventListener( 'click', swallow, true );
	}, [ element ] );

	const wanted = props.sources ?? WALLET_SOURCES;
	const sources =
		provider.status === 'ready'
			? (
					provider.namespace.getFundingSources?.() ?? FALLBACK_SOURCES
			  ).filter( ( source ) => wanted.includes( source ) )
			: [];
	const none =
		provider.status === 'ready' &&
		sources.every( ( source ) => ineligible.includes( source ) );
	useEffect( () => {
		if ( none ) {
			unavailableNow.current?.();
		}
	}, [ none ] );

	// §4.4 state on the wrapper, and the §9.5 layout refreshed after each change.
	const failed = provider.status === 'failed' || none;
	useEffect( () => {
		element.classList.toggle( 'ppcp-disabled', ! enabled );
		element.toggleAttribute( 'aria-disabled', ! enabled );
		element.hidden = failed || ! shown;
		if ( provider.status === 'failed' ) {
			document
				.querySelectorAll( '.ppcp-overlay, .vitrine-payment-overlay' )
				.forEach( ( overlay ) => overlay.remove() );
		}
		const timer = measure( element );
		return () => clearTimeout( timer );
	}, [ element, enabled, failed, shown, provider.status ] );

	useEffect( () => {
		if ( typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new ResizeObserver( () => {
			element.classList.remove( ...WIDTH_CLASSES );
			element.classList.add( widthClass( element.clientWidth ) );
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element ] );

	if ( provider.status !== 'ready' || ! shown ) {
		return null;
	}
	const namespace = provider.namespace;
	const skip = ( source: string ) =>
		setIneligible( ( list ) =>
			list.includes( source ) ? list : [ ...list, source ]
		);
	return (
		<div className="vitrine-wallet">
			{ sources.map( ( source, index ) => (
				<FundingButton
					key={ `${ source }-${ generation }-${
						props.generation ?? 0
					}` }
					namespace={ namespace }
					source={ source }
					style={ style }
					callbacks={ callbacks }
					enabled={ enabled }
					stacked={ index > 0 && style.layout !== 'horizontal' }
					onIneligible={ skip }
				/>
			) ) }
		</div>
	);
}
