<?php
/**
 * The plugin's composition root.
 *
 * @package Vitrine
 */

namespace Vitrine;

use Vitrine\Blocks\Registry;
use Vitrine\Events\MetaBox;
use Vitrine\Events\PostType;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's parts into WordPress, once.
 */
final class Plugin {

	/**
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The one instance.
	 */
	public static function instance(): Plugin {
		return self::$instance ??= new Plugin();
	}

	/**
	 * Hooks everything in; calling it again does nothing.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;
		$assets       = new Shared\Assets( VITRINE_DIR, VITRINE_FILE );
		$registry     = new Registry( VITRINE_DIR . '/blocks', $assets );
		add_action( 'init', array( $assets, 'register' ), 5 );
		add_action( 'init', array( $registry, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $assets, 'enqueue_editor' ) );
		add_filter( 'block_categories_all', array( $registry, 'add_category' ) );
		// The shop manager role and Vitrine's capabilities (§6).
		add_action( 'init', array( Access\Roles::class, 'maybe_install' ), 1 );
		register_activation_hook( VITRINE_FILE, array( Access\Roles::class, 'install' ) );
		// The built-in store: its post types and tables.
		add_action( 'init', array( Store\ProductRepository::class, 'register_post_types' ) );
		add_action( 'init', array( Store\Database::class, 'maybe_install' ), 1 );
		add_action( 'wp_login', array( Store\Stores::class, 'merge_cart_on_login' ), 10, 2 );
		Ajax\Router::hook();
		Shop\ProductPages::hook();
		Shop\ImagesModule::boot();
		// Customer account, memberships on payment, manual renewal, admin orders.
		add_action( 'init', array( Store\RenewalRepository::class, 'maybe_install' ), 1 );
		register_activation_hook( VITRINE_FILE, array( Account\AccountRoutes::class, 'reset_rules' ) );
		Account\AccountRoutes::hook();
		Account\AccountDetails::hook();
		Account\MembershipGrants::hook();
		Account\Customers::hook();
		// Login stays in the shop.
		Account\LoginForms::hook();
		Account\LoginRedirect::hook();
		Account\PasswordLinks::hook();
		// WordPress' registration screen in German, its lost-password link to the shop's form.
		Account\CoreLoginScreen::hook();
		Account\RenewalCron::hook();
		Account\RenewalNotice::hook();
		( new Admin\OrdersPage() )->register();
		// Order mails.
		Mail\OrderMails::hook();
		Mail\RenewalDeclinedMail::hook();
		// Refunds of provider payments from the order screen.
		add_action( 'init', array( Refunds\RefundRepository::class, 'maybe_install' ), 1 );
		// The refund webhook records into the same table (Payment\Webhooks\RefundLedger).
		add_filter( 'vitrine_webhook_refund_ledger', static fn() => new Refunds\WebhookLedger() );
		add_action( 'init', array( Payment\Webhooks\EventLog::class, 'maybe_install' ), 1 );
		( new Admin\RefundBox() )->register();
		( new Admin\AuthorizationBox() )->register();
		( new Admin\ShopSettingsPage() )->register();
		// Shipping zones, methods and classes: a React editor over a REST route.
		( new Admin\ShippingPage( $assets ) )->register();
		Admin\TestMail::hook();
		Admin\PluginRow::hook( VITRINE_FILE );
		// From the plugin zip to a shop: its pages on activation, then one notice that leads to the set-up.
		register_activation_hook( VITRINE_FILE, array( Shop\PageSetup::class, 'activate' ) );
		register_activation_hook( VITRINE_FILE, array( Admin\SetupNotice::class, 'activate' ) );
		Admin\SetupNotice::hook();
		// Without Vitrine, its product, event and shop URLs must stop resolving: WordPress
		// builds the rules anew, without ours, on the first request after deactivation.
		register_deactivation_hook( VITRINE_FILE, static fn() => delete_option( 'rewrite_rules' ) );
		Memberships\Module::boot();
		// Guests log in to see a members directory on /mein-konto/, then come back.
		add_filter( 'vitrine_members_login_url', static fn( $url, $back ) => add_query_arg( 'redirect_to', rawurlencode( (string) $back ), Shop\ShopPages::account_url() ), 10, 2 );
		add_action( 'rest_api_init', array( new Rest\MembersController(), 'register' ), 100 );
		// Core's REST refusals (bad JSON, bad args) on the shop's routes in German.
		add_filter( 'rest_request_after_callbacks', array( Rest\GermanErrors::class, 'filter' ), 10, 3 );
		Shop\Module::boot();
		// The client secret is stored sealed, whoever writes the settings.
		add_filter( 'sanitize_option_' . Provider\Settings::OPTION, array( Provider\Settings::class, 'seal_secret' ), 99 );
		( new Admin\ProviderSettingsPage( $assets ) )->register();
		// The go-live steps (connection check, webhook, test event, readiness) and the settings as REST routes.
		add_action( 'rest_api_init', array( new Admin\GoLiveController( static fn(): Admin\GoLive => new Admin\GoLive() ), 'register' ) );
		add_action( 'rest_api_init', array( new Admin\ProviderSettingsController( static fn(): Admin\GoLive => new Admin\GoLive() ), 'register' ) );
		// The first-run setup: its screen and its REST routes (the PayPal step connects through GoLive).
		( new Admin\SetupPage( $assets ) )->register();
		add_action( 'rest_api_init', array( new Admin\SetupController( static fn(): Admin\SetupSteps => new Admin\SetupSteps( static fn(): Admin\GoLive => new Admin\GoLive() ) ), 'register' ) );
		( new PostType() )->hook();
		( new MetaBox() )->hook();
		// Event pages and their calendar files.
		Events\EventPages::hook();
		// Products in the admin: the product data box and list columns.
		( new Admin\ProductDataBox( $assets ) )->hook();
		( new Admin\ProductColumns() )->hook();
		// §3.11 object in pages that announce a payment context (§2.4).
		Payment\Config\Printer::boot( self::config_printer() );
		// The paying core (§7.2): payment endpoints and the provider's webhook.
		Payment\Module::boot();
		// vitrine/payment-buttons: one wrapper id per page, and the provider data of its editor preview.
		Blocks\PaymentWrappers::boot();
		add_action( 'enqueue_block_editor_assets', array( Blocks\PaymentButtonsEditor::class, 'enqueue' ) );
		add_action( 'enqueue_block_editor_assets', array( Blocks\PaylaterMessagesEditor::class, 'enqueue' ) );
		// Sample product and event for the editor previews of context blocks.
		add_action( 'enqueue_block_editor_assets', array( Blocks\PreviewSamples::class, 'enqueue' ) );
		// The shopper's payment script, only where a payment context fired (§2.4).
		( new Payment\Assets( $assets, VITRINE_FILE, static fn(): Store\Store => Store\Stores::get() ) )->hook();
		( new Payment\Vault\AccountMethods( $assets, VITRINE_FILE ) )->hook();
	}

	/**
	 * The §3.11 listener, given what the payment layer may not reach itself
	 * (it depends on the store and the provider only): the shop's URLs and
	 * endpoints, and the identity token of a user with a provider customer id
	 * (§6, Payment\Vault\IdTokens).
	 */
	public static function config_printer(): Payment\Config\Printer {
		return new Payment\Config\Printer(
			static fn(): Store\Store => Store\Stores::get(),
			static fn(): array => Provider\Settings::get(),
			static fn(): array => self::shop_for_config(),
			static fn( int $user_id ): string => ( new Payment\Vault\IdTokens(
				static fn(): Provider\Identity => new Provider\Identity( new Provider\Client( Provider\Settings::credentials( Provider\Settings::get() ) ) )
			) )->for_user( $user_id )
		);
	}

	/**
	 * What the §3.11 builder takes from the shop: the redirect after
	 * approval, the account pages of §2.6 and every shop endpoint with its
	 * nonce (`ajax`).
	 *
	 * @return array{redirect: string, view_subscriptions_page: string, payment_methods_page: string, ajax: array<string, array{endpoint: string, nonce: string}>}
	 */
	public static function shop_for_config(): array {
		return array(
			'redirect'                => Shop\ShopPages::checkout_url(),
			'view_subscriptions_page' => Shop\ShopPages::view_subscriptions_page(),
			'payment_methods_page'    => Shop\ShopPages::payment_methods_page(),
			'ajax'                    => Ajax\Router::links(),
		);
	}
}
