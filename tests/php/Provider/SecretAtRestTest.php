<?php
/**
 * The client secret and the access token at rest: sealed with a key from
 * the site's salts, never autoloaded (the token), migrated from plain.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\SecretBox;
use Vitrine\Provider\Settings;
use Vitrine\Provider\TokenCache;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Provider\SecretBox
 * @covers \Vitrine\Provider\Settings
 * @covers \Vitrine\Provider\TokenCache
 */
final class SecretAtRestTest extends TestCase {

	/**
	 * The option as stored in the database.
	 */
	private static function raw(): array {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) );
		return (array) maybe_unserialize( (string) $value );
	}

	public function test_the_secret_is_stored_sealed_and_read_back_plain(): void {
		update_option( Settings::OPTION, array( 'client_secret' => 'sehr-geheim' ) + self::CONNECTED );
		$stored = (string) self::raw()['client_secret'];
		$this->assertStringStartsWith( 'vitrine:sb1:', $stored );
		$this->assertStringNotContainsString( 'sehr-geheim', $stored );
		$this->assertSame( 'sehr-geheim', Settings::get()['client_secret'] );
	}

	public function test_a_plain_secret_from_before_is_sealed_on_first_read(): void {
		remove_all_filters( 'sanitize_option_' . Settings::OPTION );
		update_option( Settings::OPTION, array( 'client_secret' => 'alt-und-offen' ) + self::CONNECTED );
		$this->assertSame( 'alt-und-offen', self::raw()['client_secret'], 'written plain, as an old version did' );
		add_filter( 'sanitize_option_' . Settings::OPTION, array( Settings::class, 'seal_secret' ), 99 );

		$this->assertSame( 'alt-und-offen', Settings::get()['client_secret'] );
		$this->assertTrue( SecretBox::is_sealed( (string) self::raw()['client_secret'] ) );
	}

	public function test_a_save_with_an_empty_secret_field_keeps_the_sealed_secret(): void {
		update_option( Settings::OPTION, array( 'client_secret' => 'bleibt' ) + self::CONNECTED );
		update_option( Settings::OPTION, Settings::sanitize( array( 'client_secret' => '' ) + self::CONNECTED ) );
		$this->assertSame( 'bleibt', Settings::get()['client_secret'] );
	}

	public function test_a_secret_sealed_under_other_salts_counts_as_missing(): void {
		$sealed = SecretBox::seal( 'x' );
		$this->assertNull( SecretBox::open( substr( $sealed, 0, -4 ) . 'AAAA' ), 'altered' );
		$this->assertSame( 'x', SecretBox::open( $sealed ) );

		update_option( Settings::OPTION, array( 'client_secret' => 'vor-dem-umzug' ) + self::CONNECTED );
		add_filter( 'salt', static fn( string $salt ): string => $salt . '-neu' );
		$this->assertSame( '', Settings::get()['client_secret'] );
		$this->assertTrue( Settings::secret_unreadable() );
		$this->assertStringContainsString( 'wp-config.php', ( new \Vitrine\Admin\GoLive() )->readiness()['items']['connection']['todo'] );
	}

	public function test_the_token_is_sealed_and_not_autoloaded(): void {
		global $wpdb;
		TokenCache::set( 'key-1', 'A21AA-token', 300 );
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", TokenCache::OPTION ), ARRAY_A );
		$this->assertStringNotContainsString( 'A21AA-token', (string) $row['option_value'] );
		$this->assertContains( $row['autoload'], array( 'no', 'off' ) );
		$this->assertSame( 'A21AA-token', TokenCache::get( 'key-1' ) );
		$this->assertNull( TokenCache::get( 'key-2' ), 'other credentials' );
	}
}
