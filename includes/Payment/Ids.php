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
	public const GATEWAY_BANK_TRANSFER = Gateways::BANK_TRANSFER;
	public const GATEWAYS              = Gateways::ALL;

	/** §9.3 funding sources rendered as buttons of their own (§3.11 separate_buttons). */
	public const FUNDING_CARD     = 'card';
	public const FUNDING_PAYLATER = 'paylater';
	public const FUNDING_VENMO    = 'venmo';

	public const SEPARATE_FUNDING = array( self::FUNDING_CARD, self::FUNDING_PAYLATER, self::FUNDING_VENMO );

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
	 * The button id of a separately rendered funding source.
	 *
	 * @param string $source One of SEPARATE_FUNDING.
	 */
	public static function funding_button( string $source ): string {
		return 'ppcp-' . $source . '-button';
	}
}
