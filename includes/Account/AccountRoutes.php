<?php
/**
 * Pretty URLs and form handling of the customer account.
 *
 * @package Vitrine
 */

namespace Vitrine\Account;

use Vitrine\Shared\FormInput;
use Vitrine\Shared\Notices;
use Vitrine\Shared\Versioned;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * `/mein-konto/{bestellungen|abos|zahlungsarten}/` and `/{id}/` map onto the
 * account page (whatever its path now, Shop\ShopPages::page_uri()) with two
 * query variables. The rewrite rules are flushed once
 * whenever their version changes (activation, or an update of the plugin
 * files), never on every request.
 *
 * State changes (cancel a subscription, delete a payment method, renew by
 * hand) are POSTs to the page itself, checked here before anything is
 * rendered: logged in, nonce, owner. They redirect afterwards (a reload
 * does not repeat them) and leave a one-time notice for the page.
 */
final class AccountRoutes {

	/** Bumped when the rules change, so they are flushed once. */
	private const RULES_VERSION = '3';

	private const RULES_OPTION = 'vitrine_account_rules';

	public const QUERY_SECTION = 'vitrine_account';
	public const QUERY_ID      = 'vitrine_account_id';

	/** The form actions and their nonce action prefix. */
	public const ACTIONS = array( 'cancel-subscription', 'delete-payment-method', 'renew-subscription' );

	/**
	 * Hooks everything in.
	 */
	public static function hook(): void {
		add_action( 'init', array( self::class, 'add_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush' ), 99 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'template_redirect', array( self::class, 'handle' ) );
	}

	/**
	 * The rewrite rules of the sections.
	 */
	public static function add_rules(): void {
		// The account page's path as it is now (the owner may have renamed it); slugs hold no regex characters.
		$page     = ShopPages::page_uri( 'account' );
		$sections = implode( '|', array_keys( AccountUrls::SECTIONS ) );
		add_rewrite_rule( "^{$page}/({$sections})/?$", 'index.php?pagename=' . $page . '&' . self::QUERY_SECTION . '=$matches[1]', 'top' );
		add_rewrite_rule( "^{$page}/(bestellungen|abos)/([0-9]+)/?$", 'index.php?pagename=' . $page . '&' . self::QUERY_SECTION . '=$matches[1]&' . self::QUERY_ID . '=$matches[2]', 'top' );
	}

	/**
	 * Flushes the rules once after they changed.
	 */
	public static function maybe_flush(): void {
		Versioned::once( self::RULES_OPTION, self::RULES_VERSION, static fn() => flush_rewrite_rules( false ) );
	}

	/**
	 * Forgets the flushed version (plugin activation), so the next request flushes.
	 */
	public static function reset_rules(): void {
		delete_option( self::RULES_OPTION );
	}

	/**
	 * Adds the query variables.
	 *
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_SECTION;
		$vars[] = self::QUERY_ID;
		return $vars;
	}

	/**
	 * The section and entry of the current request.
	 *
	 * @return array{section: string, id: int}
	 */
	public static function current(): array {
		$slug = (string) get_query_var( self::QUERY_SECTION );
		return array(
			'section' => AccountUrls::SECTIONS[ $slug ] ?? 'dashboard',
			'id'      => (int) get_query_var( self::QUERY_ID ),
		);
	}

	/**
	 * Whether the request is for the account page.
	 */
	public static function is_account_page(): bool {
		return ShopPages::is_current( 'account' );
	}

	/**
	 * `template_redirect`: no caching of account pages, a 403 status for an
	 * order or subscription that is not the visitor's, and the form actions.
	 */
	public static function handle(): void {
		if ( ! self::is_account_page() ) {
			return;
		}
		nocache_headers();
		$current = self::current();
		// Guests get the login form (and come back here after it); a logged-in stranger gets 403.
		if ( $current['id'] > 0 && is_user_logged_in() && ! AccountAccess::allowed( $current['section'], $current['id'], get_current_user_id() ) ) {
			status_header( 403 );
		}
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! isset( $_POST['vitrine_account_action'] ) ) {
			return;
		}
		// Cast and bounded in one place (FormInput): arrays, floats and huge numbers become '' or 0.
		$post   = wp_unslash( $_POST );
		$action = FormInput::key( $post['vitrine_account_action'] ?? null, 40 );
		$id     = FormInput::id( $post['id'] ?? null );
		$nonce  = FormInput::text( $post['_wpnonce'] ?? null, 40 );
		$back   = self::back_url( $current );
		$user   = get_current_user_id();
		if ( ! in_array( $action, self::ACTIONS, true ) || $user <= 0 || ! wp_verify_nonce( $nonce, self::nonce_action( $action, $id ) ) ) {
			self::redirect( $back, 'error', __( 'Your session has expired. Please try again.', 'vitrine' ) );
		}
		$result = self::perform( $action, $id, $user );
		if ( isset( $result['redirect'] ) ) {
			wp_safe_redirect( $result['redirect'] );
			exit;
		}
		self::redirect( $result['back'] ?? $back, $result['type'], $result['message'] );
	}

	/**
	 * Runs one form action for a user.
	 *
	 * @param string $action One of ACTIONS.
	 * @param int    $id     Subscription or payment token.
	 * @param int    $user   Current user.
	 * @return array{type: string, message: string, back?: string, redirect?: string}
	 */
	public static function perform( string $action, int $id, int $user ): array {
		$store = Stores::get();
		try {
			switch ( $action ) {
				case 'cancel-subscription':
					if ( ! AccountAccess::allowed( 'subscriptions', $id, $user ) ) {
						return self::denied( 'subscriptions' );
					}
					$store->update_subscription_status( $id, 'cancelled' );
					return array(
						'type'    => 'success',
						'message' => __( 'Your subscription has been cancelled.', 'vitrine' ),
						'back'    => AccountUrls::section( 'subscriptions', $id ),
					);
				case 'renew-subscription':
					if ( ! AccountAccess::allowed( 'subscriptions', $id, $user ) ) {
						return self::denied( 'subscriptions' );
					}
					return array(
						'type'     => 'success',
						'message'  => '',
						'redirect' => ShopPages::pay_url( $store->create_renewal_order( $id ) ),
					);
				case 'delete-payment-method':
					// Deleted at the provider too (Payment\Vault\SavedMethods); only the user's own.
					\Vitrine\Payment\Services::from_settings()->saved_methods->delete( $user, $id );
					return array(
						'type'    => 'success',
						'message' => __( 'The payment method has been deleted.', 'vitrine' ),
						'back'    => AccountUrls::section( 'payment-methods' ),
					);
			}
		} catch ( StoreException | \Vitrine\Payment\Vault\VaultRefused $error ) {
			return array(
				'type'    => 'error',
				'message' => $error->getMessage(),
			);
		} catch ( \Vitrine\Provider\ApiError $error ) {
			return array(
				'type'    => 'error',
				'message' => __( 'The payment method could not be deleted right now. Please try again in a moment.', 'vitrine' ),
			);
		}
		return array(
			'type'    => 'error',
			'message' => __( 'Your session has expired. Please try again.', 'vitrine' ),
		);
	}

	/**
	 * The answer to an action on someone else's entry.
	 *
	 * @param string $section Section key.
	 * @return array{type: string, message: string, back: string}
	 */
	private static function denied( string $section ): array {
		return array(
			'type'    => 'error',
			'message' => AccountAccess::denied_message( $section ),
			'back'    => AccountUrls::section( $section ),
		);
	}

	/**
	 * The nonce action of a form action on an entry.
	 *
	 * @param string $action One of ACTIONS.
	 * @param int    $id     Entry.
	 */
	public static function nonce_action( string $action, int $id ): string {
		return 'vitrine-account-' . $action . '-' . $id;
	}

	/**
	 * The page to go back to after an action.
	 *
	 * @param array{section: string, id: int} $current Section and entry.
	 */
	private static function back_url( array $current ): string {
		return 'dashboard' === $current['section'] ? AccountUrls::account() : AccountUrls::section( $current['section'], $current['id'] );
	}

	/**
	 * Leaves a notice for the next page view and redirects there.
	 *
	 * @param string $url     Target.
	 * @param string $type    success or error.
	 * @param string $message German message.
	 */
	private static function redirect( string $url, string $type, string $message ): void {
		Notices::add( get_current_user_id(), $type, $message );
		wp_safe_redirect( $url );
		exit;
	}
}
