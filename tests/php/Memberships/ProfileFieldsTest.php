<?php
/**
 * Profile fields: definitions by the admin and values per member.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Memberships;

use Vitrine\Memberships\ProfileFields;
use Vitrine\Memberships\ProfileFieldsAdmin;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Memberships\ProfileFields
 * @covers \Vitrine\Memberships\ProfileFieldsAdmin
 */
final class ProfileFieldsTest extends TestCase {

	public function test_definitions_keep_valid_unique_fields_only(): void {
		ProfileFields::define(
			array(
				array(
					'slug' => 'Lieblings Farbe',
					'name' => 'Lieblingsfarbe <b>',
					'type' => 'text',
				),
				array(
					'slug' => 'lieblingsfarbe',
					'name' => 'Doppelt',
				),
				array(
					'slug' => '',
					'name' => 'Ohne Slug',
				),
				array(
					'slug' => 'ohne-name',
					'name' => '',
				),
				array(
					'slug' => 'web',
					'name' => 'Web',
					'type' => 'script',
				),
				'kein Feld',
			)
		);
		$this->assertSame(
			array(
				array(
					'slug' => 'lieblingsfarbe',
					'name' => 'Lieblingsfarbe',
					'type' => 'text',
				),
				array(
					'slug' => 'web',
					'name' => 'Web',
					'type' => 'text',
				),
			),
			ProfileFields::definitions()
		);
	}

	public function test_values_follow_the_selected_slugs_and_skip_empty_ones(): void {
		$user = $this->log_in_as( 'subscriber' );
		ProfileFields::define(
			array(
				array(
					'slug' => 'a',
					'name' => 'A',
				),
				array(
					'slug' => 'b',
					'name' => 'B',
				),
				array(
					'slug' => 'c',
					'name' => 'C',
				),
			)
		);
		ProfileFields::set_value( $user, 'a', 'eins' );
		ProfileFields::set_value( $user, 'b', '' );
		ProfileFields::set_value( $user, 'c', 'drei' );
		$this->assertSame(
			array(
				array(
					'slug'  => 'a',
					'name'  => 'A',
					'value' => 'eins',
				),
			),
			ProfileFields::values( $user, array( 'a', 'b', 'x' ) )
		);
	}

	public function test_the_profile_screen_saves_sanitized_values(): void {
		$admin  = $this->log_in_as( 'administrator' );
		$member = wp_insert_user(
			array(
				'user_login' => 'pf' . wp_generate_password( 6, false ),
				'user_pass'  => 'x',
				'role'       => 'subscriber',
			)
		);
		$this->assertNotSame( $admin, $member );
		ProfileFields::define(
			array(
				array(
					'slug' => 'site',
					'name' => 'Site',
					'type' => 'url',
				),
				array(
					'slug' => 'note',
					'name' => 'Notiz',
					'type' => 'text',
				),
			)
		);
		$post = $_POST;
		$req  = $_REQUEST;
		$_POST['vitrine_fields'] = array(
			'site' => 'javascript:alert(1)',
			'note' => '<script>x</script>Hallo',
		);
		$_REQUEST['_wpnonce']    = wp_create_nonce( 'update-user_' . $member );
		ProfileFieldsAdmin::save_user_fields( $member );
		$_POST    = $post;
		$_REQUEST = $req;
		$this->assertSame( '', get_user_meta( $member, 'vitrine_field_site', true ) );
		$this->assertSame( 'Hallo', get_user_meta( $member, 'vitrine_field_note', true ) );
	}
}
