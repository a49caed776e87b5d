<?php
/**
 * The customer account pages, their actions and the admin orders screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountPage;
use Vitrine\Account\AccountRoutes;
use Vitrine\Account\AccountUrls;
use Vitrine\Account\MembershipGrants;
use Vitrine\Admin\OrdersPage;
use Vitrine\Memberships\Plans;
use Vitrine\Memberships\Repository;
use Vitrine\Store\Order;
use Vitrine\Store\OrderStatus;
use Vitrine\Store\Stores;
use Vitrine\Store\Subscription;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';
require_once dirname( __DIR__, 3 ) . '/tools/site/demo.php';

/**
 * Only the owner sees and changes their orders, subscriptions and payment
 * methods; admins change order statuses as OrderStatus allows.
 */
final class AccountPageTest extends TestCase {
	use StoreFixtures;

	/**
	 * A customer.
	 *
	 * @param string $login Login.
	 */
	private static function customer( string $login ): int {
		return (int) wp_insert_user(
			array(
				'user_login'   => $login,
				'user_email'   => $login . '@example.org',
				'user_pass'    => 'secret-' . $login,
				'display_name' => ucfirst( $login ),
				'role'         => 'subscriber',
			)
		);
	}

	/**
	 * A pending order of the box subscription for a customer (real clock,
	 * through Stores::get(), as the pages use it).
	 *
	 * @param int $user_id Customer.
	 */
	private function box_order( int $user_id ): Order {
		$store   = Stores::get();
		$session = 'user:' . $user_id;
		$store->add_to_cart( $session, array( 'id' => $this->box_subscription()->id ), $user_id );
		return $store->place_order( $session, self::checkout_form(), $user_id );
	}

	/**
	 * The account HTML for a user and section.
	 *
	 * @param int    $user_id User.
	 * @param string $section Section key.
	 * @param int    $id      Entry.
	 */
	private static function page( int $user_id, string $section, int $id = 0 ): string {
		wp_set_current_user( $user_id );
		return ( new AccountPage( Stores::get() ) )->render(
			$user_id,
			array(
				'section' => $section,
				'id'      => $id,
			)
		);
	}

	public function test_customers_get_no_toolbar_and_editors_keep_it(): void {
		wp_set_current_user( self::customer( 'toolbar' ) );
		$this->assertFalse( apply_filters( 'show_admin_bar', true ), 'A customer manages everything in /mein-konto/.' );
		wp_set_current_user( 1 );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ) );
	}

	public function test_a_guest_gets_the_german_login_form(): void {
		$html = self::page( 0, 'dashboard' );

		$this->assertStringContainsString( 'name="log"', $html );
		$this->assertStringContainsString( 'Benutzername oder E-Mail-Adresse', $html );
		$this->assertStringContainsString( 'Passwort vergessen?', $html );
		$this->assertStringNotContainsString( 'vitrine-account__nav', $html, 'No account navigation for guests.' );
	}

	public function test_the_owner_sees_orders_with_german_status_and_a_pay_link(): void {
		$owner = self::customer( 'anna-konto' );
		$order = $this->box_order( $owner );

		$list = self::page( $owner, 'orders' );
		$this->assertStringContainsString( '#' . $order->id, $list );
		$this->assertStringContainsString( 'Zahlung ausstehend', $list );
		$this->assertStringContainsString( esc_url( \Vitrine\Shop\ShopPages::pay_url( $order ) ), $list, 'Pending orders link to pay-for-order.' );
		$this->assertStringContainsString( 'aria-current="page">Bestellungen<', $list );

		$view = self::page( $owner, 'orders', $order->id );
		$this->assertStringContainsString( 'Bestellung #' . $order->id, $view );
		$this->assertStringContainsString( 'Heidestraße 17', $view );
	}

	public function test_another_user_gets_a_german_error_and_no_data(): void {
		$owner        = self::customer( 'anna-konto' );
		$other        = self::customer( 'bert-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];

		$order_page = self::page( $other, 'orders', $order->id );
		$sub_page   = self::page( $other, 'subscriptions', $subscription->id );

		$this->assertStringContainsString( 'Diese Bestellung gibt es nicht oder sie gehört nicht zu deinem Konto.', $order_page );
		$this->assertStringNotContainsString( 'Heidestraße', $order_page );
		$this->assertStringNotContainsString( 'Monatsbox', $order_page );
		$this->assertStringContainsString( 'Dieses Abo gibt es nicht oder es gehört nicht zu deinem Konto.', $sub_page );
		$this->assertStringNotContainsString( 'Monatsbox', $sub_page );
		$this->assertStringContainsString( 'Dieses Abo gibt es nicht', self::page( $other, 'subscriptions', 999999 ), 'A missing ID looks the same.' );
		$this->assertStringNotContainsString( '#' . $order->id, self::page( $other, 'orders' ) );
	}

	/**
	 * Requests an account URL as a user, as WordPress does up to
	 * `template_redirect` (main query, then AccountRoutes::handle()), and
	 * renders the page's account block.
	 *
	 * @param string $url     Account URL.
	 * @param int    $user_id Visitor.
	 * @return array{status: int, html: string}
	 */
	private static function request( string $url, int $user_id ): array {
		wp_set_current_user( $user_id );
		$_SERVER['REQUEST_URI'] = (string) wp_parse_url( $url, PHP_URL_PATH );
		$GLOBALS['wp']->parse_request();
		$GLOBALS['wp']->query_posts();
		$GLOBALS['wp']->register_globals();
		$status = 200;
		add_filter(
			'status_header',
			static function ( $header, int $code ) use ( &$status ) {
				$status = $code;
				return $header;
			},
			10,
			2
		);
		AccountRoutes::handle();
		return array(
			'status' => $status,
			'html'   => ( new AccountPage( Stores::get() ) )->render( $user_id, AccountRoutes::current() ),
		);
	}

	/**
	 * §6: another customer who opens the owner's order or subscription URL
	 * gets a 403 and a German alert, and none of the owner's data; her own
	 * orders list is empty.
	 */
	public function test_another_customer_gets_403_and_a_german_alert_at_the_owners_urls(): void {
		$server = $_SERVER['REQUEST_URI'] ?? null;
		flush_rewrite_rules( false );
		$owner        = self::customer( 'anna-konto' );
		$other        = self::customer( 'frida-fremd' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		try {
			$this->assertMatchesRegularExpression( '#/mein-konto/bestellungen/\d+/$#', AccountUrls::view_order( $order ) );
			$this->assertMatchesRegularExpression( '#/mein-konto/abos/\d+/$#', AccountUrls::view_subscription( $subscription ) );
			$own = self::request( AccountUrls::view_order( $order ), $owner );
			$this->assertSame( 200, $own['status'], 'The owner opens it.' );
			$this->assertStringContainsString( 'Heidestraße 17', $own['html'] );

			$page = self::request( AccountUrls::view_order( $order ), $other );
			$this->assertSame( 403, $page['status'] );
			$this->assertStringContainsString( 'role="alert"><p>Diese Bestellung gibt es nicht oder sie gehört nicht zu deinem Konto.</p>', $page['html'] );
			$this->assertStringNotContainsString( 'Heidestraße', $page['html'] );
			$this->assertStringNotContainsString( 'Monatsbox', $page['html'] );

			$page = self::request( AccountUrls::view_subscription( $subscription ), $other );
			$this->assertSame( 403, $page['status'] );
			$this->assertStringContainsString( 'role="alert"><p>Dieses Abo gibt es nicht oder es gehört nicht zu deinem Konto.</p>', $page['html'] );
			$this->assertStringNotContainsString( 'Monatsbox', $page['html'] );

			$page = self::request( AccountUrls::section( 'orders' ), $other );
			$this->assertSame( 200, $page['status'] );
			$this->assertStringContainsString( 'Du hast noch nichts bestellt.', $page['html'] );
		} finally {
			$_SERVER['REQUEST_URI'] = $server;
			$GLOBALS['wp_query']    = $GLOBALS['wp_the_query'];
			wp_reset_query();
		}
	}

	public function test_cancelling_and_deleting_check_the_owner(): void {
		$owner        = self::customer( 'anna-konto' );
		$other        = self::customer( 'bert-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		$token        = Stores::get()->save_payment_token(
			$owner,
			array(
				'gateway'           => 'ppcp-credit-card-gateway',
				'provider_token_id' => 'tok-gone-1',
				'brand'             => 'visa',
				'last_digits'       => '4242',
				'expiry_month'      => 12,
				'expiry_year'       => (int) gmdate( 'Y' ) + 2,
			)
		);

		// Deleting asks the provider too: the test emulator, which does not know tok-gone-1 (404: deleted here all the same).
		update_option(
			\Vitrine\Provider\Settings::OPTION,
			array_merge(
				\Vitrine\Provider\Settings::get(),
				array(
					'environment'   => 'emulator',
					'client_id'     => 'emulator-client',
					'client_secret' => 'emulator-secret',
					'emulator_url'  => (string) getenv( 'VITRINE_EMULATOR_URL' ),
				)
			)
		);
		$this->assertSame( 'error', AccountRoutes::perform( 'cancel-subscription', $subscription->id, $other )['type'] );
		$this->assertSame( Subscription::PENDING, Stores::get()->subscription( $subscription->id )->status );
		$this->assertSame( 'error', AccountRoutes::perform( 'delete-payment-method', $token->id, $other )['type'] );
		$this->assertCount( 1, Stores::get()->payment_tokens( $owner ) );

		$cancel = AccountRoutes::perform( 'cancel-subscription', $subscription->id, $owner );
		$this->assertSame( 'Dein Abo wurde gekündigt.', $cancel['message'] );
		$this->assertSame( Subscription::CANCELLED, Stores::get()->subscription( $subscription->id )->status );
		$this->assertSame( 'success', AccountRoutes::perform( 'delete-payment-method', $token->id, $owner )['type'] );
		$this->assertSame( array(), Stores::get()->payment_tokens( $owner ) );
		$this->assertStringContainsString( 'Du hast keine gespeicherten Zahlungsarten.', self::page( $owner, 'payment-methods' ) );
	}

	/**
	 * Formerly the e2e account-customer steps of cancelling: the link asks
	 * on a page of its own ("kuendigen"), whose form posts to the account
	 * page's handler (AccountRoutes::handle()); the subscription then says
	 * it is cancelled, once, and offers no cancelling any more.
	 */
	public function test_cancelling_a_subscription_asks_on_a_page_of_its_own_and_then_shows_it_cancelled(): void {
		$owner        = self::customer( 'anna-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		Stores::get()->complete_payment( $order->id, 'CAPTURE-CANCEL-1' );
		$this->assertStringContainsString( 'href="' . esc_url( add_query_arg( 'kuendigen', '1', AccountUrls::view_subscription( $subscription ) ) ) . '">Abo kündigen</a>', self::page( $owner, 'subscriptions', $subscription->id ) );

		$_GET['kuendigen'] = '1';
		try {
			$confirm = self::page( $owner, 'subscriptions', $subscription->id );
		} finally {
			unset( $_GET['kuendigen'] );
		}
		$this->assertStringContainsString( 'Möchtest du dieses Abo wirklich kündigen?', $confirm );
		$this->assertStringContainsString( 'role="group" aria-labelledby="vitrine-confirm-title"', $confirm );
		$this->assertMatchesRegularExpression( '/<input type="hidden" name="vitrine_account_action" value="cancel-subscription"><input type="hidden" name="id" value="' . $subscription->id . '">.*<button type="submit"[^>]*>Ja, Abo kündigen<\/button>/', $confirm );
		preg_match( '/name="_wpnonce" value="([^"]+)"/', $confirm, $nonce );

		$query                    = $GLOBALS['wp_query'];
		$query->queried_object    = get_post( \Vitrine\Shop\ShopPages::page_id( 'account' ) );
		$query->queried_object_id = $query->queried_object->ID;
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			'vitrine_account_action' => 'cancel-subscription',
			'id'                     => (string) $subscription->id,
			'_wpnonce'               => $nonce[1],
		);
		$redirect = static function ( string $location ): never {
			throw new \RuntimeException( $location );
		};
		add_filter( 'wp_redirect', $redirect );
		$location = '';
		try {
			AccountRoutes::handle();
		} catch ( \RuntimeException $sent ) {
			$location = $sent->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $redirect );
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$query->queried_object     = null;
			$query->queried_object_id  = null;
		}
		$this->assertSame( AccountUrls::section( 'subscriptions', $subscription->id ), $location );
		$this->assertSame(
			array(
				'type'    => 'success',
				'message' => 'Dein Abo wurde gekündigt.',
			),
			\Vitrine\Shared\Notices::take()
		);
		$this->assertNull( \Vitrine\Shared\Notices::take(), 'Said once.' );
		$after = self::page( $owner, 'subscriptions', $subscription->id );
		$this->assertStringContainsString( 'Gekündigt', $after );
		$this->assertStringNotContainsString( 'Abo kündigen', $after );
	}

	public function test_the_subscription_page_shows_its_terms_and_links_to_change_the_payment_method(): void {
		$owner        = self::customer( 'anna-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		Stores::get()->complete_payment( $order->id, 'CAPTURE-1' );

		$html = self::page( $owner, 'subscriptions', $subscription->id );

		$this->assertStringContainsString( 'Aktiv', $html );
		$this->assertStringContainsString( 'monatlich', $html );
		$this->assertStringContainsString( 'Ende des Probezeitraums', $html );
		$this->assertStringContainsString( esc_url( \Vitrine\Shop\ShopPages::change_payment_method_url( $subscription->id, $order->id ) ), $html, '§2.5' );
		$this->assertStringContainsString( 'Abo kündigen', $html );
		$this->assertStringNotContainsString( 'Jetzt erneuern', $html, 'Manual renewal is off.' );
		update_option( 'vitrine_manual_renewal', '1' );
		$this->assertStringContainsString( 'Jetzt erneuern', self::page( $owner, 'subscriptions', $subscription->id ) );
	}

	/**
	 * §3.11 manualRenewalEnabled: once the owner allows it, "Renew now" leads
	 * to the renewal order's pay-for-order link; the subscription page lists
	 * that order as awaiting payment with its pay link, and asking again
	 * reuses it (the browser's part was the account-renewal e2e spec).
	 */
	public function test_the_customer_renews_by_hand_once_the_owner_allows_it_and_asking_again_reuses_the_open_renewal_order(): void {
		$owner        = self::customer( 'anna-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		Stores::get()->complete_payment( $order->id, 'CAPTURE-1' );
		update_option( 'vitrine_manual_renewal', '1' );

		$renew = AccountRoutes::perform( 'renew-subscription', $subscription->id, $owner );
		$this->assertSame( 'success', $renew['type'] );
		$this->assertMatchesRegularExpression( '/[?&]key=vo_/', $renew['redirect'] );
		$orders  = Stores::get()->subscription_orders( $subscription->id );
		$renewal = end( $orders );
		$this->assertNotSame( $order->id, $renewal->id );
		$this->assertSame( OrderStatus::PENDING, $renewal->status );
		$this->assertSame( 2990, $renewal->total, 'The plan\'s price, without the sign-up fee.' );
		$this->assertSame( \Vitrine\Shop\ShopPages::pay_url( $renewal ), $renew['redirect'] );

		$html = self::page( $owner, 'subscriptions', $subscription->id );
		$this->assertStringContainsString( 'Bestellungen zu diesem Abo', $html );
		$this->assertStringContainsString( 'Verlängerung', $html );
		$this->assertStringContainsString( 'Zahlung ausstehend', $html );
		$this->assertStringContainsString( esc_url( $renew['redirect'] ), $html, 'The renewal row links to its pay-for-order page.' );

		$again = AccountRoutes::perform( 'renew-subscription', $subscription->id, $owner );
		$this->assertSame( $renew['redirect'], $again['redirect'] );
		$this->assertCount( count( $orders ), Stores::get()->subscription_orders( $subscription->id ), 'The open renewal order is reused.' );
	}

	public function test_account_urls_match_the_page_configuration(): void {
		$owner        = self::customer( 'anna-konto' );
		$order        = $this->box_order( $owner );
		$subscription = Stores::get()->subscriptions( $owner, $order->id )[0];
		$config       = self::page_config( Stores::get(), 'checkout', '', $owner );

		$this->assertSame( home_url( '/mein-konto/abos' ), $config['view_subscriptions_page'] );
		$this->assertSame( home_url( '/mein-konto/zahlungsarten/' ), $config['payment_methods_page'] );
		$this->assertSame( $config['payment_methods_page'], AccountUrls::section( 'payment-methods' ) );
		$this->assertSame( $config['view_subscriptions_page'] . '/' . $subscription->id . '/', AccountUrls::view_subscription( $subscription ) );
	}

	public function test_the_rewrite_rules_map_the_sections(): void {
		global $wp_rewrite;
		AccountRoutes::add_rules();
		$rules = $wp_rewrite->extra_rules_top;

		$this->assertSame( 'index.php?pagename=mein-konto&vitrine_account=$matches[1]&vitrine_account_id=$matches[2]', $rules['^mein-konto/(bestellungen|abos)/([0-9]+)/?$'] );
		$this->assertArrayHasKey( '^mein-konto/(bestellungen|abos|zahlungsarten|adressen|passwort|passwort-vergessen)/?$', $rules );
	}

	public function test_admins_change_status_only_as_the_status_machine_allows(): void {
		$owner = self::customer( 'anna-konto' );
		$plan  = (int) wp_insert_post(
			array(
				'post_type'   => Plans::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Jahresplan',
			)
		);
		$product = $this->simple( 6000, null, false );
		update_post_meta( $product->id, MembershipGrants::META, $plan );
		$session = 'user:' . $owner;
		Stores::get()->add_to_cart( $session, array( 'id' => $product->id ), $owner );
		$order = Stores::get()->place_order( $session, self::checkout_form(), $owner );

		$refund = OrdersPage::change_status( $order->id, OrderStatus::REFUNDED );
		$this->assertFalse( $refund['ok'] );
		$this->assertSame( 'Eine Bestellung kann nicht von „Zahlung ausstehend“ zu „Erstattet“ wechseln.', $refund['message'] );
		$this->assertFalse( OrdersPage::change_status( $order->id, 'bezahlt' )['ok'] );
		$this->assertSame( OrderStatus::PENDING, Stores::get()->order( $order->id )->status );

		$paid = OrdersPage::change_status( $order->id, OrderStatus::COMPLETED );
		$this->assertTrue( $paid['ok'] );
		$this->assertSame( OrderStatus::COMPLETED, Stores::get()->order( $order->id )->status );
		$this->assertSame( 'active', Repository::for_user( $owner )[ $plan ], 'Marking as paid grants the membership.' );
	}

	public function test_the_demo_customer_is_seeded_once(): void {
		$customer = get_user_by( 'login', 'kundin' );
		$this->assertNotFalse( $customer, 'The test site is seeded like the dev site.' );
		$store  = Stores::get();
		$before = array( count( $store->orders_of_customer( $customer->ID ) ), count( $store->subscriptions( $customer->ID ) ), count( $store->payment_tokens( $customer->ID ) ) );
		$this->assertSame( array( 3, 1, 2 ), $before );

		vitrine_seed_account_demo();

		$this->assertSame( $before, array( count( $store->orders_of_customer( $customer->ID ) ), count( $store->subscriptions( $customer->ID ) ), count( $store->payment_tokens( $customer->ID ) ) ) );
		$this->assertTrue( wp_check_password( 'kundin', get_user_by( 'login', 'kundin' )->user_pass, $customer->ID ) );
		$menu = get_page_by_path( 'vitrine-hauptmenue', OBJECT, 'wp_navigation' );
		$this->assertSame( 1, substr_count( $menu->post_content, '"label":"Mein Konto"' ) );
		$product = get_page_by_path( 'jahresmitgliedschaft', OBJECT, \Vitrine\Store\ProductRepository::POST_TYPE );
		$this->assertSame( get_page_by_path( 'basis', OBJECT, Plans::POST_TYPE )->ID, MembershipGrants::plan_of_product( $product->ID ) );
		$statuses = array_map( static fn( Order $order ): string => $order->status, $store->orders_of_customer( $customer->ID ) );
		$this->assertSame( array( OrderStatus::PENDING, OrderStatus::PROCESSING, OrderStatus::COMPLETED ), $statuses );
	}
}
