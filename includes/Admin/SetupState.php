<?php
/**
 * What the first-run setup's screen shows.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Provider\Connection;
use Vitrine\Provider\ConnectionCheck;
use Vitrine\Provider\Settings;
use Vitrine\Shop\BankAccount;
use Vitrine\Shop\Countries;
use Vitrine\Shop\PageSetup;
use Vitrine\Shop\ShopDetails;
use Vitrine\Shop\ShopPages;
use Vitrine\Store\Money;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\TermsConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only: the setup's data in the shape of src/admin/setup/types.ts.
 * current() is what changes with a save (progress, the stored values, the
 * connection) and is the answer of every setup route; screen() adds what
 * the page knows once (choices, legal pages, shipping, links) and is
 * printed into the page, so the screen fetches nothing on load.
 */
final class SetupState {

	/**
	 * Progress, the steps' stored values and the provider connection.
	 *
	 * @return array<string, mixed>
	 */
	public static function current(): array {
		return array(
			'progress' => SetupProgress::get(),
			'values'   => self::values(),
			'paypal'   => self::connection(),
		);
	}

	/**
	 * current() and the facts of the page.
	 *
	 * @return array<string, mixed>
	 */
	public static function screen(): array {
		return self::current() + array(
			'steps' => SetupProgress::STEPS,
			'facts' => self::facts(),
			'links' => array(
				'shop'              => ShopPages::shop_url(),
				'shop_settings'     => admin_url( 'options-general.php?page=' . ShopSettingsPage::SLUG ),
				'provider_settings' => admin_url( 'options-general.php?page=' . ProviderSettingsPage::SLUG ),
				'new_product'       => admin_url( 'post-new.php?post_type=' . ProductRepository::POST_TYPE ),
			),
		);
	}

	/**
	 * The stored values each step's form starts with (never the secret).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function values(): array {
		$account  = ShopPages::bank_account();
		$settings = Settings::get();
		return array(
			'address'  => ShopDetails::get() + array( 'terms_checkbox' => TermsConsent::required() ),
			'currency' => array( 'currency' => Money::currency() ),
			'bank'     => array( 'iban' => BankAccount::group_iban( $account['iban'] ) ) + $account,
			'paypal'   => array(
				'environment'   => (string) $settings['environment'],
				'client_id'     => (string) $settings['client_id'],
				'client_secret' => '',
				'emulator_url'  => (string) $settings['emulator_url'],
			),
		);
	}

	/**
	 * The provider connection as the PayPal step shows it.
	 *
	 * @return array{connected: bool, checked: bool, label: string, secret_stored: bool}
	 */
	private static function connection(): array {
		$settings = Settings::get();
		return array(
			'connected'     => Connection::is_connected( $settings ),
			'checked'       => true === ConnectionCheck::verdict( $settings ),
			'label'         => Connection::label( $settings ),
			'secret_stored' => '' !== (string) $settings['client_secret'],
		);
	}

	/**
	 * Choices and read-only facts of the steps.
	 *
	 * @return array<string, mixed>
	 */
	private static function facts(): array {
		$currencies = array();
		foreach ( Money::currency_names() as $code => $name ) {
			$currencies[] = array(
				'code'    => $code,
				'name'    => $name,
				'example' => Money::format( 1990, $code ),
			);
		}
		$iban_countries = array();
		foreach ( array_keys( BankAccount::IBAN_LENGTHS ) as $code ) {
			$iban_countries[ $code ] = Countries::name( $code );
		}
		return array(
			'countries'    => ShopDetails::countries(),
			'labels'       => ShopDetails::labels(),
			'legal_pages'  => self::legal_pages(),
			'currencies'   => $currencies,
			'iban'         => array(
				'lengths'   => BankAccount::IBAN_LENGTHS,
				'countries' => $iban_countries,
			),
			'shipping'     => ShippingController::state(),
			'environments' => ProviderSettingsPage::environments( (string) Settings::get()['environment'] ),
		);
	}

	/**
	 * The legal pages PageSetup made, with their state and edit link.
	 *
	 * @return array<int, array{key: string, title: string, published: bool, edit_url: string}>
	 */
	private static function legal_pages(): array {
		$pages = array();
		foreach ( PageSetup::LEGAL as $key ) {
			$id      = ShopPages::page_id( $key );
			$exists  = $id > 0 && ShopPages::is_usable( $id );
			$pages[] = array(
				'key'       => $key,
				'title'     => $exists ? get_the_title( $id ) : PageSetup::TITLES[ $key ],
				'published' => $exists && 'publish' === get_post_status( $id ),
				'edit_url'  => $exists ? (string) get_edit_post_link( $id, 'raw' ) : '',
			);
		}
		return $pages;
	}
}
