<?php
/**
 * Saving the first-run setup's steps.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shop\BankAccount;
use Vitrine\Shop\ShopDetails;
use Vitrine\Store\Money;
use Vitrine\Store\TermsConsent;

defined( 'ABSPATH' ) || exit;

/**
 * One save per step, each all or nothing: the sent form is read and checked
 * by the step's rules (ShopDetails, BankAccount, the currency list, the
 * provider's connection check through GoLive); with any error nothing is
 * written and the answer names each wrong field in German; without, the
 * settings are stored (the same options the settings pages write) and the
 * step is marked done.
 */
final class SetupSteps {

	/**
	 * @param \Closure(): GoLive $go_live Builds the go-live service (the PayPal step connects through it).
	 */
	public function __construct( private readonly \Closure $go_live ) {
	}

	/**
	 * Saves a step.
	 *
	 * @param string               $step  One of SetupProgress::STEPS.
	 * @param array<string, mixed> $input The form (already bounded by the route's schema).
	 * @return array{ok: bool, message: string, errors: array<string, string>, code?: string}
	 */
	public function save( string $step, array $input ): array {
		$outcome = match ( $step ) {
			'address'  => $this->address( $input ),
			'currency' => $this->currency( $input ),
			'bank'     => $this->bank( $input ),
			'shipping' => self::saved( __( 'Shipping noted.', 'vitrine' ) ),
			'paypal'   => $this->paypal( $input ),
			default    => self::refused( array(), __( 'This step does not exist.', 'vitrine' ) ),
		};
		if ( $outcome['ok'] ) {
			SetupProgress::mark( $step, SetupProgress::DONE );
		}
		return $outcome;
	}

	/**
	 * Shop address, legal details and the terms checkbox.
	 *
	 * @param array<string, mixed> $input The form.
	 * @return array{ok: bool, message: string, errors: array<string, string>}
	 */
	private function address( array $input ): array {
		$details = ShopDetails::normalise( $input );
		$errors  = ShopDetails::errors( $details );
		if ( $errors ) {
			return self::refused( $errors );
		}
		ShopDetails::save( $details );
		update_option( TermsConsent::OPTION, empty( $input['terms_checkbox'] ) ? '0' : '1' );
		return self::saved( __( 'Address and legal details saved.', 'vitrine' ) );
	}

	/**
	 * The shop's currency.
	 *
	 * @param array<string, mixed> $input The form.
	 * @return array{ok: bool, message: string, errors: array<string, string>}
	 */
	private function currency( array $input ): array {
		$code = is_string( $input['currency'] ?? null ) ? strtoupper( trim( $input['currency'] ) ) : '';
		if ( ! in_array( $code, Money::CURRENCIES, true ) ) {
			return self::refused( array( 'currency' => __( 'Please choose one of the offered currencies. The currency was not changed.', 'vitrine' ) ) );
		}
		update_option( 'vitrine_currency', $code );
		return self::saved( __( 'Currency saved.', 'vitrine' ) );
	}

	/**
	 * The bank account for transfers.
	 *
	 * @param array<string, mixed> $input The form.
	 * @return array{ok: bool, message: string, errors: array<string, string>}
	 */
	private function bank( array $input ): array {
		$account = BankAccount::from_form( $input );
		$errors  = BankAccount::errors( $account );
		if ( $errors ) {
			return self::refused( $errors );
		}
		update_option( 'vitrine_bank_account', $account );
		return self::saved(
			'' === $account['iban']
				? __( 'Saved without an IBAN: customers cannot pay by bank transfer until you enter one.', 'vitrine' )
				: __( 'Bank account saved. Customers can pay by bank transfer.', 'vitrine' )
		);
	}

	/**
	 * Connects to the provider: GoLive::connect() checks the credentials
	 * first and stores them only when the provider takes them.
	 *
	 * @param array<string, mixed> $input environment, client_id, client_secret ('' keeps the stored one), emulator_url.
	 * @return array{ok: bool, message: string, errors: array<string, string>, code?: string}
	 */
	private function paypal( array $input ): array {
		$answer = ( $this->go_live )()->connect( array_intersect_key( $input, array_flip( GoLive::ACCOUNT_KEYS ) ) );
		if ( ! $answer['ok'] ) {
			return array( 'code' => $answer['code'] ) + self::refused( array(), $answer['message'] );
		}
		return self::saved( $answer['message'] );
	}

	/**
	 * A save that worked.
	 *
	 * @param string $message German.
	 * @return array{ok: true, message: string, errors: array<string, string>}
	 */
	private static function saved( string $message ): array {
		return array(
			'ok'      => true,
			'message' => $message,
			'errors'  => array(),
		);
	}

	/**
	 * A refused save.
	 *
	 * @param array<string, string> $errors  Field => German message.
	 * @param string                $message German; '' for the usual one.
	 * @return array{ok: false, message: string, errors: array<string, string>}
	 */
	private static function refused( array $errors, string $message = '' ): array {
		return array(
			'ok'      => false,
			'message' => '' !== $message ? $message : __( 'Nothing was saved. Please correct the marked fields.', 'vitrine' ),
			'errors'  => $errors,
		);
	}
}
