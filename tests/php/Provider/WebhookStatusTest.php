<?php
/**
 * Tests for Vitrine\Provider\WebhookStatus.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\WebhookStatus;
use Vitrine\Tests\TestCase;

/**
 * What the settings page reads of arrived webhooks: a verified one is
 * stored, one that failed verification (anyone can post one) only leaves a
 * week's transient, so hostile requests write no row of the shop's.
 */
final class WebhookStatusTest extends TestCase {

	/**
	 * A failed verification is flagged without writing the option; a later
	 * verified delivery is stored beside it.
	 */
	public function test_a_failed_verification_is_a_transient_and_a_verified_delivery_is_stored(): void {
		delete_option( WebhookStatus::OPTION );
		delete_transient( WebhookStatus::FAILED );

		WebhookStatus::arrived( false, 'payment.capture.completed<script>' );

		$this->assertFalse( get_option( WebhookStatus::OPTION ), 'no row for an unverified request' );
		$status = WebhookStatus::get();
		$this->assertSame( 'PAYMENT.CAPTURE.COMPLETEDSCRIPT', $status['last_failed']['type'] );
		$this->assertArrayNotHasKey( 'last_verified', $status );

		WebhookStatus::arrived( true, 'PAYMENT.CAPTURE.REFUNDED' );

		$stored = get_option( WebhookStatus::OPTION );
		$this->assertSame( 'PAYMENT.CAPTURE.REFUNDED', $stored['last_verified']['type'] );
		$this->assertArrayNotHasKey( 'last_failed', $stored, 'the failure stays in its transient' );
		$this->assertSame( 'PAYMENT.CAPTURE.COMPLETEDSCRIPT', WebhookStatus::get()['last_failed']['type'] );
	}
}
