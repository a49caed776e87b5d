/**
 * The shopper's pay-later messages: the provider's
 * `Messages({amount, currency, placement, style}).render(el)` in the shop's
 * own wrapper (§3.11 messages.wrapper) and in every vitrine/paylater-messages
 * block, through the page's ONE SDK load (the same options as the buttons).
 *
 * Each element has its own §4.11 renderer; what shows is decided by
 * rules/messages-visibility (§3.11 is_hidden and block.enabled, §2.7, §4.6)
 * again whenever the stores, the product form or the chosen payment method
 * change. Nothing is loaded while no message has anything to show.
 */
/**
 * External dependencies
 */
import { cartStore, paymentStore, type GatewayConfig } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { pageInSubscriptionMode } from '../contexts/shared';
import {
	messageRenderer,
	type MessageOptions,
	type MessageRenderer,
	type Timers,
} from '../rules/messages';
import { discoverBlocks, waitForElement } from '../rules/messages-discovery';
import { messagesOptions } from '../rules/sdk-options';
import {
	messageShown,
	messagesHidden,
	pageAmount,
	productAmount,
} from '../rules/messages-visibility';
import { loadSdk, scriptOptions } from '../sdk';
import {
	blockSettings,
	findBlocks,
	insideButtonWrapper,
	messageElement,
	productForm,
	productFormAmount,
	selectedMethod,
} from './page';

/** Contexts whose pages print the shop's own message wrapper. */
const WRAPPER_CONTEXTS = [ 'product', 'checkout', 'pay-now' ];

const timers: Timers = {
	setTimeout: ( fn, ms ) => window.setTimeout( fn, ms ),
	clearTimeout: ( handle ) => window.clearTimeout( handle as number ),
};

interface Target {
	element: HTMLElement;
	shopWrapper: boolean;
	renderer: MessageRenderer;
	/** A block's own placement and style; null for the shop's wrapper. */
	own: { placement: string; style: MessageOptions[ 'style' ] } | null;
}

/** The store's configuration (§3.11 with §4.6 merged in). */
const currentConfig = (): GatewayConfig =>
	select( paymentStore ).getConfig() as GatewayConfig;

/**
 * Renders one message through the page's SDK load.
 *
 * @param element Where.
 * @param options What.
 */
async function renderMessage(
	element: HTMLElement,
	options: MessageOptions
): Promise< void > {
	const config = currentConfig();
	const script = scriptOptions( config, {
		subscription: pageInSubscriptionMode( config ),
	} );
	if ( ! script ) {
		throw new Error( 'No script options.' );
	}
	const namespace = await loadSdk( script );
	if ( ! namespace.Messages || ! element.isConnected ) {
		throw new Error( 'Messages are not available.' );
	}
	// §3.11's message settings are the server's, checked against the
	// provider's lists there; the store types them as plain strings.
	await namespace.Messages( messagesOptions( options ) ).render( element );
}

/**
 * Starts the page's messages (nothing while a cancel wrapper is on the
 * page, §2.4).
 *
 * @param initial §3.11 as read from the page.
 */
export function startMessages( initial: GatewayConfig ): void {
	// §2.4: nothing renders while a cancel wrapper is on the page.
	const cancel = initial.button?.cancel_wrapper;
	if (
		! initial.messages ||
		( cancel && document.querySelector( cancel ) !== null )
	) {
		return;
	}
	const targets: Target[] = [];
	const form = initial.context === 'product' ? productForm() : null;

	const addTarget = ( element: HTMLElement, shopWrapper: boolean ): void => {
		if ( targets.some( ( target ) => target.element === element ) ) {
			return;
		}
		const own = shopWrapper ? null : blockSettings( element );
		if ( ! shopWrapper && ! own ) {
			return;
		}
		targets.push( {
			element,
			shopWrapper,
			own,
			renderer: messageRenderer(
				( options ) => renderMessage( element, options ),
				timers
			),
		} );
	};

	const refresh = (): void => {
		const config = currentConfig() ?? initial;
		const amount = pageAmount(
			config.context,
			config.messages.amount,
			config.context === 'product'
				? null
				: select( cartStore ).getTotal(),
			productAmount(
				form ? productFormAmount( form, config ) : null,
				config.messages.amount
			)
		);
		const method = selectedMethod() ?? '';
		for ( const target of targets ) {
			const shown = messageShown( {
				isHidden: Boolean( config.messages.is_hidden ),
				hiddenByCheckoutRules: messagesHidden( config, {
					selected: method,
					messagesInButtonWrapper: insideButtonWrapper(
						target.element,
						config
					),
				} ),
				blockOnPage: Boolean( config.messages.block?.enabled ),
				shopWrapper: target.shopWrapper,
				amount,
			} );
			target.element.hidden = ! shown;
			if ( shown && amount !== null ) {
				target.renderer.update( {
					amount,
					currency: config.currency,
					placement:
						target.own?.placement ?? config.messages.placement,
					style: target.own?.style ?? config.messages.style,
				} );
			}
		}
	};

	// The shop's own wrapper: at once, or awaited where the page prints it (§9.4, §8.2).
	const wrapper = initial.messages.wrapper;
	const present = wrapper
		? document.querySelector< HTMLElement >( wrapper )
		: null;
	if ( present ) {
		addTarget( messageElement( present ), true );
	} else if (
		wrapper &&
		WRAPPER_CONTEXTS.includes( initial.context ) &&
		! initial.messages.block?.enabled
	) {
		waitForElement(
			wrapper,
			( selector ) => document.querySelector< HTMLElement >( selector ),
			timers
		).then(
			( element ) => {
				addTarget( messageElement( element ), true );
				refresh();
			},
			( error: Error ) => {
				// §8.2: logged, nothing shown.
				// eslint-disable-next-line no-console
				console.warn( error.message );
			}
		);
	}
	// The editor's blocks (§9.4 discovery).
	discoverBlocks(
		() => findBlocks(),
		( blocks ) => {
			blocks.forEach( ( block ) => addTarget( block, false ) );
			refresh();
		},
		timers
	);

	subscribe( refresh, paymentStore );
	subscribe( refresh, cartStore );
	if ( form ) {
		form.addEventListener( 'change', refresh );
		form.addEventListener( 'input', refresh );
		new MutationObserver( refresh ).observe( form, {
			attributes: true,
			subtree: true,
			attributeFilter: [ 'data-price-amount' ],
		} );
	}
	document.addEventListener( 'change', ( event ) => {
		if (
			( event.target as HTMLInputElement | null )?.name ===
			'payment_method'
		) {
			refresh();
		}
	} );
	refresh();
}
