<?php
/**
 * The payment layer's names, once: wrappers, gateway ids, funding sources,
 * contexts, the calls the page carries.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Store\Gateways;

defined( 'ABSPATH' ) || exit;

/**
 * One list of names. Shop pages print the wrappers and announce their
 * context with these; the §3.11 builder names the same wrappers; the
 * checkout offers the same gateway ids. It depends on the store only.
 */
final class Ids {

	/** §2.4: the action a page fires while it renders: ( string $context, array $page ). */
	public const CONTEXT_ACTION = 'vitrine_payment_context';

	/** §2.4 contexts. */
	public const CONTEXT_MINI_CART = 'mini-cart';
	public const CONTEXT_PRODUCT   = 'product';
	public const CONTEXT_CART      = 'cart';
	public const CONTEXT_CHECKOUT  = 'checkout';
	public const CONTEXT_PAY_NOW   = 'pay-now';
	public const CONTEXT_PREVIEW   = 'preview';

	/**
	 * §2.4: every context, from most to least important: when several fire
	 * on one page, the first one is the page's context (the mini-cart is
	 * then served by button.mini_cart_wrapper).
	 */
	public const CONTEXTS = array(
		self::CONTEXT_PAY_NOW,
		self::CONTEXT_CHECKOUT,
		self::CONTEXT_CART,
		self::CONTEXT_PRODUCT,
		self::CONTEXT_MINI_CART,
		self::CONTEXT_PREVIEW,
	);

	/**
	 * §9.3 gateway (payment method) ids: the store defines them, since
	 * orders and saved tokens carry them (Store\Gateways); named here for
	 * the payment layer and the shop pages.
	 */
	public const GATEWAY_WALLET        = Gateways::WALLET;
	public const GATEWAY_CARD          = Gateways::CARD;
	public const GATEWAY_CARD_BUTTON   = Gateways::CARD_BUTTON;
	public const GATEWAY_OXXO          = Gateways::OXXO;
	public const GATEWAY_APPLEPAY      = Gateways::APPLEPAY;
	public const GATEWAY_GOOGLEPAY     = Gateways::GOOGLEPAY;
	public const GATEWAY_BANK_TRANSFER = Gateways::BANK_TRANSFER;
	public const GATEWAYS              = Gateways::ALL;

	/**
	 * The provider methods the checkout can offer, each with the gateway
	 * setting (Provider\Settings) that switches it on, in the order the
	 * checkout lists them.
	 */
	public const METHOD_SWITCHES = array(
		self::GATEWAY_WALLET      => 'method_wallet',
		self::GATEWAY_CARD        => 'method_card',
		self::GATEWAY_CARD_BUTTON => 'method_card_button',
		self::GATEWAY_APPLEPAY    => 'method_applepay',
		self::GATEWAY_GOOGLEPAY   => 'method_googlepay',
		self::GATEWAY_OXXO        => 'method_oxxo',
	);

	/** The two mobile wallets (§2.7: their button shows only while selected). */
	public const MOBILE_WALLETS = array( self::GATEWAY_APPLEPAY, self::GATEWAY_GOOGLEPAY );

	/** §9.3 funding sources rendered as buttons of their own (§3.11 separate_buttons). */
	public const FUNDING_CARD     = 'card';
	public const FUNDING_PAYLATER = 'paylater';
	public const FUNDING_VENMO    = 'venmo';

	public const SEPARATE_FUNDING = array( self::FUNDING_CARD, self::FUNDING_PAYLATER, self::FUNDING_VENMO );

	/**
	 * The checkout method (gateway) of each funding source that can be
	 * rendered in a wrapper of its own: the card button is the card funding
	 * source. Pay-later and venmo are funding sources of the wallet and render
	 * among its buttons.
	 */
	public const SEPARATE_GATEWAYS = array( self::FUNDING_CARD => self::GATEWAY_CARD_BUTTON );

	/** §2.7 names of the hidden inputs of the checkout and pay-for-order forms. */
	public const FIELD_FUNDING_SOURCE = 'ppcp-funding-source';
	public const FIELD_RESUME_ORDER   = 'ppcp-resume-order';

	/** §2.7 / §4.10: the saved-card select (id = name; a token id or "new") and the card's save checkbox. */
	public const FIELD_SAVED_CARD = 'saved-credit-card';
	public const FIELD_CARD_VAULT = 'ppcp-credit-card-vault';

	/** §9.3: the saved-card select's value for a new card. */
	public const NEW_CARD = 'new';

	/** Element id of the shop's own place-order button (checkout and pay-for-order). */
	public const PLACE_ORDER = 'place_order';

	/** Element ids (without '#') of the wrappers the pages print. */
	public const WRAPPER_BUTTONS       = 'ppc-button-ppcp-gateway';
	public const WRAPPER_MINI_CART     = 'ppc-button-minicart';
	public const WRAPPER_MESSAGES      = 'ppcp-messages';
	public const WRAPPER_CANCEL        = 'ppcp-cancel';
	public const WRAPPER_HOSTED_FIELDS = 'ppcp-hosted-fields';
	public const WRAPPER_HOSTED_MINI   = 'ppcp-hosted-fields-mini-cart';

	/** Id of the `<script type="application/json">` element holding §3.11. */
	public const CONFIG_ELEMENT = 'vitrine-payment-config';

	/**
	 * The §7.2 calls every page's object names, each with its URL and nonce
	 * ('' for both while a call is not served yet).
	 */
	public const AJAX_ENDPOINTS = array(
		'approve_order',
		'approve_subscription',
		'create_order',
		'change_cart',
		'simulate_cart',
		'cart_script_params',
		'validate_checkout',
		'client_token',
		'create_setup_token',
		'create_payment_token',
		'create_payment_token_for_guest',
		'subscription_change_payment_method',
		'vault_paypal',
		'save_checkout_form',
		'update_shipping',
	);

	/**
	 * The CSS selector of a wrapper id (§3.11 carries selectors).
	 *
	 * @param string $id Element id.
	 */
	public static function selector( string $id ): string {
		return '#' . $id;
	}

	/**
	 * The wrapper of a separately rendered funding source (§3.11 separate_buttons).
	 *
	 * @param string $source One of SEPARATE_FUNDING.
	 */
	public static function funding_wrapper( string $source ): string {
		return 'ppc-button-ppcp-' . $source;
	}

	/**
	 * The checkout method of a separately rendered funding source (§3.11
	 * separate_buttons' `id`, which the checkout's display rules compare with
	 * the selected method), '' for a source without a method of its own.
	 *
	 * @param string $source One of SEPARATE_FUNDING.
	 */
	public static function funding_gateway( string $source ): string {
		return self::SEPARATE_GATEWAYS[ $source ] ?? '';
	}

	/**
	 * The wrapper (element id) a checkout method's button or fields render
	 * into, inside the method's box on the checkout and pay-for-order pages;
	 * '' for a method the shop's own place-order button pays (bank transfer).
	 *
	 * @param string $gateway Gateway id (GATEWAYS).
	 */
	public static function method_wrapper( string $gateway ): string {
		$source = array_search( $gateway, self::SEPARATE_GATEWAYS, true );
		return match ( true ) {
			self::GATEWAY_WALLET === $gateway        => self::WRAPPER_BUTTONS,
			self::GATEWAY_CARD === $gateway          => self::WRAPPER_HOSTED_FIELDS,
			self::GATEWAY_BANK_TRANSFER === $gateway => '',
			is_string( $source )                     => self::funding_wrapper( $source ),
			default                                  => 'ppc-button-' . $gateway,
		};
	}
}
