<?php
/**
 * Going live from the settings page: connect, webhook, test event, readiness.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Payment\Services;
use Vitrine\Payment\Webhook;
use Vitrine\Payment\Webhooks\Dispatcher;
use Vitrine\Provider\ApiError;
use Vitrine\Provider\Client;
use Vitrine\Provider\Connection;
use Vitrine\Provider\ConnectionCheck;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\SecretBox;
use Vitrine\Provider\Settings;
use Vitrine\Provider\TokenCache;
use Vitrine\Provider\WebhookRegistration;
use Vitrine\Provider\WebhookStatus;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's path from credentials to a working webhook, used by the REST
 * routes (GoLiveController) and by the settings form's save:
 *
 * - connect(): new credentials are checked with the provider first; refused
 *   ones are not saved (the working ones stay), accepted ones are saved with
 *   what the account cannot do switched off, and the webhook is registered.
 * - register_webhook(): one webhook of the app for this site's
 *   `/wp-json/vitrine/v1/webhook` with exactly the event types the webhook
 *   handlers take (Dispatcher::types(), the one list); its id is stored.
 * - disconnect(): the webhook is removed, the secret and token forgotten.
 * - send_test(): the provider's simulate-event; the delivery is recognised
 *   by its event id when it arrives (Payment\Webhook).
 * - readiness(): one line per step, green or with the one thing to do.
 */
final class GoLive {

	/** The settings that make a connection. */
	public const ACCOUNT_KEYS = array( 'environment', 'client_id', 'client_secret', 'emulator_url' );

	/** The currencies the provider's REST API takes (its currency code list). */
	private const CURRENCIES = array( 'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR', 'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD' );

	/** True while this class writes the settings itself (the form hook stands aside). */
	private static bool $writing = false;

	/**
	 * @var \Closure(array<string, mixed>): Client
	 */
	private \Closure $client_for;

	/**
	 * @var \Closure(): string[]
	 */
	private \Closure $event_types;

	/**
	 * @param ConnectionCheck|null                         $check       The check.
	 * @param (\Closure(array<string, mixed>): Client)|null $client_for  A client for settings.
	 * @param (\Closure(): string[])|null                   $event_types The event types the shop handles.
	 */
	public function __construct( private readonly ?ConnectionCheck $check = null, ?\Closure $client_for = null, ?\Closure $event_types = null ) {
		$this->client_for  = $client_for ?? static fn( array $settings ): Client => new Client( Settings::credentials( $settings ), 15.0, 2 );
		$this->event_types = $event_types ?? static fn(): array => Dispatcher::of( Services::from_settings() )->types();
	}

	/**
	 * This site's webhook URL.
	 */
	public static function webhook_url(): string {
		return rest_url( Webhook::ROUTE_NAMESPACE . Webhook::ROUTE );
	}

	/**
	 * The event types the webhook subscribes to: those with a handler.
	 *
	 * @return string[]
	 */
	public function event_types(): array {
		$types = ( $this->event_types )();
		sort( $types );
		return $types;
	}

	/**
	 * Checks new credentials and, when the provider takes them, saves them
	 * and registers the webhook. Refused: nothing changes.
	 *
	 * @param array<string, mixed> $input environment, client_id, client_secret ('' keeps the stored one), emulator_url.
	 * @return array{ok: bool, code: string, message: string}
	 */
	public function connect( array $input ): array {
		$current   = Settings::get();
		$candidate = Settings::sanitize( array_merge( $current, array_intersect_key( $input, array_flip( self::ACCOUNT_KEYS ) ) ), $current );
		$result    = $this->check()->run( $candidate );
		if ( ConnectionCheck::OK !== $result['code'] ) {
			return self::answer( $result );
		}
		if ( self::account_changed( $current, $candidate ) ) {
			$this->drop_webhook( $current );
			$candidate['webhook_id'] = '';
		}
		$candidate = self::within_capabilities( $candidate, $result['capabilities'] );
		ConnectionCheck::store( $result );
		self::write( $candidate );
		$this->register_webhook();
		return self::answer( $result );
	}

	/**
	 * Saves changed settings (the REST settings endpoint; validated against
	 * Settings::schema() before). Changed credentials, environment or
	 * emulator address are checked with the provider first, as connect()
	 * does: refused, nothing at all is written, so the form's other changes
	 * wait with the owner's input; taken, the old webhook goes, what the
	 * account cannot do is switched off and the webhook registers for the
	 * new account. "Not connected" removes the webhook. Equal settings are
	 * written unchanged, so the §3.11 object built from them stays the same.
	 *
	 * @param array<string, mixed> $changes Changed settings; client_secret '' keeps the stored one.
	 * @return array{ok: bool, code: string, message: string, notices: string[]}
	 */
	public function save( array $changes ): array {
		$current   = Settings::get();
		$candidate = Settings::sanitize( array_merge( $current, $changes ), $current );
		$notices   = array();
		if ( Credentials::LIVE === $candidate['environment'] && 'https' !== wp_parse_url( home_url(), PHP_URL_SCHEME ) ) {
			$notices[] = self::https_warning();
		}
		$saved = __( 'Settings saved.', 'vitrine' );
		if ( ! self::account_changed( $current, $candidate ) || '' === $candidate['environment'] ) {
			if ( self::account_changed( $current, $candidate ) ) {
				$this->drop_webhook( $current );
				$candidate['webhook_id'] = '';
			}
			self::write( $candidate );
			return self::saved( $saved, $notices );
		}
		$result = $this->check()->run( $candidate );
		if ( ConnectionCheck::OK !== $result['code'] ) {
			$answer = self::answer( $result );
			return array(
				'message' => $answer['message'] . ' ' . __( 'Nothing was saved; the previous settings stay.', 'vitrine' ),
				'notices' => array(),
			) + $answer;
		}
		ConnectionCheck::store( $result );
		$this->drop_webhook( $current );
		$candidate = self::within_capabilities( array( 'webhook_id' => '' ) + $candidate, $result['capabilities'], $notices );
		self::write( $candidate );
		$webhook = $this->register_webhook();
		if ( ! $webhook['ok'] ) {
			$notices[] = $webhook['message'];
		}
		return self::saved( $saved . ' ' . ConnectionCheck::message( ConnectionCheck::OK, (string) $candidate['environment'] ), $notices );
	}

	/**
	 * A successful save's answer.
	 *
	 * @param string   $message What was done.
	 * @param string[] $notices Warnings to read.
	 * @return array{ok: bool, code: string, message: string, notices: string[]}
	 */
	private static function saved( string $message, array $notices ): array {
		return array(
			'ok'      => true,
			'code'    => ConnectionCheck::OK,
			'message' => $message,
			'notices' => $notices,
		);
	}

	/**
	 * "Verbindung prüfen" for the stored credentials; a working connection
	 * also brings the webhook up to date.
	 *
	 * @return array{ok: bool, code: string, message: string}
	 */
	public function recheck(): array {
		$settings = Settings::get();
		$result   = $this->check()->run( $settings );
		ConnectionCheck::store( $result );
		if ( ConnectionCheck::OK === $result['code'] ) {
			self::write( self::within_capabilities( $settings, $result['capabilities'] ) );
			$this->register_webhook();
		}
		return self::answer( $result );
	}

	/**
	 * Removes the webhook and forgets secret, token and check.
	 *
	 * @return array{ok: bool, message: string}
	 */
	public function disconnect(): array {
		$settings = Settings::get();
		$removed  = $this->drop_webhook( $settings );
		TokenCache::forget();
		delete_option( ConnectionCheck::OPTION );
		self::write(
			array(
				'environment'   => '',
				'client_secret' => '',
				'webhook_id'    => '',
			) + $settings
		);
		return array(
			'ok'      => $removed,
			'message' => $removed
				? __( 'Disconnected. The webhook was removed from your PayPal app.', 'vitrine' )
				: __( 'Disconnected. The webhook could not be removed from your PayPal app; delete it in the developer dashboard.', 'vitrine' ),
		);
	}

	/**
	 * Creates or updates the shop's webhook and stores its id.
	 *
	 * @return array{ok: bool, message: string, action?: string}
	 */
	public function register_webhook(): array {
		$settings = Settings::get();
		if ( ! Connection::is_connected( $settings ) ) {
			return array(
				'ok'      => false,
				'message' => __( 'Connect the shop first.', 'vitrine' ),
			);
		}
		$url = self::webhook_url();
		try {
			$done = ( new WebhookRegistration( ( $this->client_for )( $settings ) ) )->ensure( $url, $this->event_types(), (string) $settings['webhook_id'] );
		} catch ( ApiError $error ) {
			WebhookStatus::put( array( 'error' => $error->name ) );
			return array(
				'ok'      => false,
				/* translators: %s: the provider's error name. */
				'message' => sprintf( __( 'The webhook could not be set up (%s). Check the connection and try again.', 'vitrine' ), $error->name ),
			);
		}
		if ( $done['id'] !== $settings['webhook_id'] ) {
			self::write( array( 'webhook_id' => $done['id'] ) + $settings );
		}
		WebhookStatus::put(
			array(
				'url'         => $url,
				'environment' => (string) $settings['environment'],
				'error'       => '',
			)
		);
		return array(
			'ok'      => true,
			'action'  => $done['action'],
			'message' => __( 'The webhook is set up.', 'vitrine' ),
		);
	}

	/**
	 * Asks the provider to send a test event to the webhook.
	 *
	 * @return array{ok: bool, message: string}
	 */
	public function send_test(): array {
		$settings = Settings::get();
		$types    = $this->event_types();
		if ( ! Connection::is_connected( $settings ) || '' === (string) $settings['webhook_id'] || ! $types ) {
			return array(
				'ok'      => false,
				'message' => __( 'Set up the webhook first.', 'vitrine' ),
			);
		}
		try {
			$event_id = ( new WebhookRegistration( ( $this->client_for )( $settings ) ) )->simulate( (string) $settings['webhook_id'], in_array( 'PAYMENT.CAPTURE.COMPLETED', $types, true ) ? 'PAYMENT.CAPTURE.COMPLETED' : $types[0] );
		} catch ( ApiError $error ) {
			return array(
				'ok'      => false,
				/* translators: %s: the provider's error name. */
				'message' => sprintf( __( 'PayPal did not send the test event (%s).', 'vitrine' ), $error->name ),
			);
		}
		WebhookStatus::put(
			array(
				'test' => array(
					'event_id' => $event_id,
					'sent_at'  => time(),
				),
			)
		);
		return array(
			'ok'      => true,
			'message' => __( 'PayPal is sending the test event. It usually arrives within a minute; reload the status to see it.', 'vitrine' ),
		);
	}

	/**
	 * The readiness list, top of the settings page: each item `ok` true,
	 * false (with `todo`, the one thing to do) or null (cannot be known here).
	 *
	 * @return array<string, mixed>
	 */
	public function readiness(): array {
		$settings  = Settings::get();
		$connected = Connection::is_connected( $settings );
		$last      = ConnectionCheck::last();
		$checked   = true === ConnectionCheck::verdict( $settings );
		$can       = $checked ? (array) ( $last['capabilities'] ?? array() ) : array();
		$hook      = WebhookStatus::get();
		$currency  = Money::currency();
		$live      = Credentials::LIVE === $settings['environment'];
		$items     = array(
			'connection' => array(
				'label' => __( 'Connection to PayPal', 'vitrine' ),
				'ok'    => $connected && $checked,
				'text'  => Connection::label( $settings ),
				'todo'  => self::connection_todo( $connected, $checked ),
			),
			'webhook'    => self::webhook_item( $settings, $hook ),
			'test_event' => self::test_item( $hook ),
			'currency'   => array(
				'label' => __( 'Shop currency', 'vitrine' ),
				'ok'    => in_array( $currency, self::CURRENCIES, true ),
				'text'  => $currency,
				/* translators: %s: currency code. */
				'todo'  => in_array( $currency, self::CURRENCIES, true ) ? '' : sprintf( __( 'PayPal does not take %s. Choose another shop currency.', 'vitrine' ), $currency ),
			),
			'vault'      => array(
				'label' => __( 'Saved payment methods and subscriptions', 'vitrine' ),
				'ok'    => $checked ? in_array( 'vault', $can, true ) : null,
				'todo'  => $checked && ! in_array( 'vault', $can, true ) ? __( 'Your PayPal app may not save payment methods: enable "Vault" for the app in the developer dashboard, then check the connection again.', 'vitrine' ) : '',
			),
			'card_fields' => array(
				'label' => __( 'Card fields', 'vitrine' ),
				// The token's scope does not say whether advanced card processing is enabled for the account.
				'ok'    => null,
				'todo'  => __( 'PayPal enables card fields per account. Pay once with a card in the sandbox; if the card fields do not appear, apply for advanced card payments in your PayPal account.', 'vitrine' ),
			),
			'pay_later'  => array(
				'label' => __( 'Pay Later', 'vitrine' ),
				'ok'    => 'EUR' === $currency ? null : false,
				'todo'  => 'EUR' === $currency ? __( 'PayPal offers Pay Later in Germany for amounts from 99 € to 10,000 €; PayPal decides for each shopper.', 'vitrine' ) : __( 'Pay Later in Germany needs prices in euros.', 'vitrine' ),
			),
		);
		if ( $live && 'https' !== wp_parse_url( home_url(), PHP_URL_SCHEME ) ) {
			$items = array(
				'https' => array(
					'label' => __( 'Secure connection (HTTPS)', 'vitrine' ),
					'ok'    => false,
					'todo'  => self::https_warning(),
				),
			) + $items;
		}
		return array(
			'environment'  => (string) $settings['environment'],
			'connected'    => $connected,
			'capabilities' => $can,
			'checked_at'   => $checked ? (int) $last['checked_at'] : 0,
			'webhook_url'  => self::webhook_url(),
			'event_types'  => $this->event_types(),
			'items'        => $items,
		);
	}

	/**
	 * The one thing to do for the connection.
	 *
	 * @param bool $connected Connection::is_connected().
	 * @param bool $checked   The last check of these credentials succeeded.
	 */
	private static function connection_todo( bool $connected, bool $checked ): string {
		if ( Settings::secret_unreadable() ) {
			return __( 'The stored secret can no longer be read (the security keys in wp-config.php changed). Enter the secret again.', 'vitrine' );
		}
		if ( $connected && $checked ) {
			return '';
		}
		return $connected ? __( 'Press "Check connection".', 'vitrine' ) : __( 'Enter the client ID and secret of your PayPal app and save.', 'vitrine' );
	}

	/**
	 * The German warning for Live on an http:// site.
	 */
	public static function https_warning(): string {
		return __( 'Your site is reached over http://, not https://. For Live, PayPal delivers webhooks only to https:// addresses, and shoppers enter personal data at the checkout: switch the site to HTTPS (WordPress address and site address under Settings → General) before taking live payments.', 'vitrine' );
	}

	/**
	 * The settings form's save (`pre_update_option_vitrine_provider`): new
	 * credentials are checked before they are stored; refused, the stored
	 * ones stay and the owner reads why. Choosing "Not connected" removes
	 * the webhook.
	 *
	 * @param mixed $new_value New value (sanitised, secret sealed).
	 * @param mixed $old_value Stored value.
	 * @return mixed
	 */
	public function guard_form_save( $new_value, $old_value ) {
		if ( self::$writing || ! is_array( $new_value ) ) {
			return $new_value;
		}
		if ( Credentials::LIVE === ( $new_value['environment'] ?? '' ) && 'https' !== wp_parse_url( home_url(), PHP_URL_SCHEME ) && function_exists( 'add_settings_error' ) ) {
			add_settings_error( Settings::OPTION, 'vitrine-live-http', self::https_warning(), 'warning' );
		}
		$old   = is_array( $old_value ) ? $old_value : array();
		$plain = static fn( array $value ): array => array( 'client_secret' => SecretBox::open( (string) ( $value['client_secret'] ?? '' ) ) ?? '' ) + $value + Settings::defaults();
		$next  = $plain( $new_value );
		$prev  = $plain( $old );
		if ( ! self::account_changed( $prev, $next ) ) {
			return $new_value;
		}
		if ( '' === $next['environment'] ) {
			$this->drop_webhook( $prev );
			$new_value['webhook_id'] = '';
			return $new_value;
		}
		$result = $this->check()->run( $next );
		if ( ConnectionCheck::OK !== $result['code'] ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( Settings::OPTION, 'vitrine-connection', ConnectionCheck::message( $result['code'], $result['environment'] ) . ' ' . __( 'The previous connection settings were kept.', 'vitrine' ) );
			}
			foreach ( array_merge( self::ACCOUNT_KEYS, array( 'webhook_id' ) ) as $key ) {
				if ( array_key_exists( $key, $old ) ) {
					$new_value[ $key ] = $old[ $key ];
				}
			}
			return $new_value;
		}
		ConnectionCheck::store( $result );
		$this->drop_webhook( $prev );
		$new_value = self::within_capabilities( array( 'webhook_id' => '' ) + $new_value, $result['capabilities'] );
		// Registered once the new settings are stored (the client reads them).
		add_action( 'update_option_' . Settings::OPTION, fn() => $this->register_webhook(), 20, 0 );
		return $new_value;
	}

	/**
	 * The check, built on first use.
	 */
	private function check(): ConnectionCheck {
		return $this->check ?? new ConnectionCheck();
	}

	/**
	 * Deletes the webhook registered with these settings (best effort).
	 *
	 * @param array<string, mixed> $settings Settings with the plain secret.
	 * @return bool Whether nothing is left at the provider.
	 */
	private function drop_webhook( array $settings ): bool {
		$id = (string) ( $settings['webhook_id'] ?? '' );
		WebhookStatus::forget_registration();
		if ( '' === $id || Connection::CONNECTED !== Connection::status( $settings ) ) {
			return '' === $id;
		}
		try {
			( new WebhookRegistration( ( $this->client_for )( $settings ) ) )->remove( $id );
			return true;
		} catch ( ApiError ) {
			return false;
		}
	}

	/**
	 * Whether environment, host or credentials differ.
	 *
	 * @param array<string, mixed> $a Settings.
	 * @param array<string, mixed> $b Settings.
	 */
	private static function account_changed( array $a, array $b ): bool {
		return ConnectionCheck::fingerprint( $a ) !== ConnectionCheck::fingerprint( $b );
	}

	/**
	 * Switches off what the account cannot do, instead of failing at the
	 * checkout: saving payment methods without the vault scope.
	 *
	 * @param array<string, mixed> $settings     Settings.
	 * @param string[]             $capabilities From the check.
	 * @param string[]             $notices      Gets the German note of what was switched off.
	 * @return array<string, mixed>
	 */
	private static function within_capabilities( array $settings, array $capabilities, array &$notices = array() ): array {
		if ( ! in_array( 'vault', $capabilities, true ) && ! empty( $settings['vaulting'] ) ) {
			$settings['vaulting'] = false;
			$notices[]            = __( 'Your PayPal app may not save payment methods, so "Save payment methods" was switched off.', 'vitrine' );
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( Settings::OPTION, 'vitrine-no-vault', end( $notices ), 'warning' );
			}
		}
		return $settings;
	}

	/**
	 * Writes the settings without the form hook checking them again; equal
	 * settings are not written at all.
	 *
	 * @param array<string, mixed> $settings Settings with the plain secret.
	 */
	private static function write( array $settings ): void {
		$settings = array_intersect_key( $settings, Settings::defaults() );
		$current  = Settings::get();
		ksort( $settings );
		ksort( $current );
		if ( $settings === $current ) {
			// Equal settings stay as stored: not even the secret is sealed anew.
			return;
		}
		self::$writing = true;
		try {
			update_option( Settings::OPTION, $settings );
		} finally {
			self::$writing = false;
		}
	}

	/**
	 * A check's answer for the REST routes.
	 *
	 * @param array<string, mixed> $result ConnectionCheck::run().
	 * @return array{ok: bool, code: string, message: string, capabilities: string[]}
	 */
	private static function answer( array $result ): array {
		return array(
			'ok'           => ConnectionCheck::OK === $result['code'],
			'code'         => (string) $result['code'],
			'message'      => ConnectionCheck::message( (string) $result['code'], (string) $result['environment'] ),
			'capabilities' => (array) $result['capabilities'],
		);
	}

	/**
	 * The webhook's line of the readiness list.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param array<string, mixed> $hook     WebhookStatus::get().
	 * @return array<string, mixed>
	 */
	private static function webhook_item( array $settings, array $hook ): array {
		$id    = (string) $settings['webhook_id'];
		$moved = '' !== $id && isset( $hook['url'] ) && $hook['url'] !== self::webhook_url();
		$todo  = '';
		if ( '' === $id ) {
			$todo = __( 'Press "Set up webhook" (or check the connection).', 'vitrine' );
		} elseif ( $moved ) {
			$todo = __( 'The site address changed since the webhook was set up. Press "Set up webhook" to move it.', 'vitrine' );
		}
		$failed = is_array( $hook['last_failed'] ?? null ) && ( ! is_array( $hook['last_verified'] ?? null ) || $hook['last_failed']['at'] > $hook['last_verified']['at'] );
		return array(
			'label'         => __( 'Webhook', 'vitrine' ),
			'ok'            => '' !== $id && ! $moved,
			'text'          => $id,
			'todo'          => $todo,
			'last_verified' => $hook['last_verified'] ?? null,
			'last_failed'   => $hook['last_failed'] ?? null,
			'warning'       => $failed ? __( 'The last delivery failed verification: check the webhook ID, or press "Set up webhook".', 'vitrine' ) : '',
		);
	}

	/**
	 * The test event's line of the readiness list.
	 *
	 * @param array<string, mixed> $hook WebhookStatus::get().
	 * @return array<string, mixed>
	 */
	private static function test_item( array $hook ): array {
		$test = is_array( $hook['test'] ?? null ) ? $hook['test'] : array();
		$todo = __( 'Press "Send test webhook".', 'vitrine' );
		if ( ! empty( $test['failed_at'] ) && empty( $test['arrived_at'] ) ) {
			$todo = __( 'The test event arrived but did not verify. Set up the webhook again, then send another test.', 'vitrine' );
		} elseif ( ! empty( $test['sent_at'] ) && empty( $test['arrived_at'] ) ) {
			$todo = __( 'Sent, not arrived yet. If nothing arrives within a few minutes, check that the site is reachable from the internet over HTTPS.', 'vitrine' );
		}
		return array(
			'label'      => __( 'Test event received', 'vitrine' ),
			'ok'         => ! empty( $test['arrived_at'] ),
			'arrived_at' => (int) ( $test['arrived_at'] ?? 0 ),
			'todo'       => empty( $test['arrived_at'] ) ? $todo : '',
		);
	}
}
