<?php
/**
 * Tests of the event content type, its colour rule and the events slider's
 * server rendering.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Events;

use Vitrine\Blocks\SliderRules;
use Vitrine\Events\Colour;
use Vitrine\Events\MetaBox;
use Vitrine\Events\PostType;
use Vitrine\Events\Repository;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * @covers \Vitrine\Events\Colour
 * @covers \Vitrine\Events\PostType
 * @covers \Vitrine\Events\Repository
 * @covers \Vitrine\Events\MetaBox
 * @covers \Vitrine\Blocks\SliderRules
 * @covers \Vitrine\Blocks\EventsSlider
 */
final class EventsTest extends TestCase {

	/**
	 * Removes every event, so that a test sees only its own (rolled back).
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( get_posts( array( 'post_type' => PostType::NAME, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * An event starting $days from today.
	 *
	 * @param string $title  Title.
	 * @param int    $days   Days from today.
	 * @param string $colour Colour.
	 * @return int
	 */
	private function event( string $title, int $days, string $colour = '#123456' ): int {
		$start = current_datetime()->setTime( 18, 0 )->modify( ( $days >= 0 ? '+' : '' ) . $days . ' days' );
		return $this->create_post(
			array(
				'post_type'  => PostType::NAME,
				'post_title' => $title,
				'meta_input' => array(
					'vitrine_start'  => $start->format( 'Y-m-d\TH:i' ),
					'vitrine_colour' => $colour,
				),
			)
		)->ID;
	}

	/**
	 * §9.1: brightness = (R*299 + G*587 + B*114) / 1000.
	 */
	public function test_brightness_follows_the_formula(): void {
		$this->assertSame( 255.0, Colour::brightness( '#ffffff' ) );
		$this->assertSame( 0.0, Colour::brightness( '#000000' ) );
		$this->assertEqualsWithDelta( ( 0x12 * 299 + 0x34 * 587 + 0x56 * 114 ) / 1000, Colour::brightness( '#123456' ), 0.0001 );
	}

	/**
	 * §9.1: light styling only above 220, else dark (220 itself is dark).
	 */
	public function test_light_only_above_220(): void {
		$this->assertTrue( Colour::is_light( '#fffbe6' ) );
		$this->assertTrue( Colour::is_light( '#dddddd' ) ); // 221.
		$this->assertFalse( Colour::is_light( '#dcdcdc' ) ); // 220.
		$this->assertFalse( Colour::is_light( '#111111' ) );
	}

	/**
	 * An invalid or missing colour falls back to a valid default card colour.
	 */
	public function test_invalid_colour_falls_back(): void {
		foreach ( array( '', 'red', '#12345', '#ggg', null, 42, 'javascript:alert(1)' ) as $bad ) {
			$this->assertSame( Colour::FALLBACK, Colour::normalise( $bad ) );
		}
		$this->assertSame( '#aabbcc', Colour::normalise( '#ABC' ) );
		$this->assertFalse( Colour::is_light( 'nonsense' ) );
	}

	/**
	 * §2.2/§3.4: control_style tb, lr, lrc, any other value → footer.
	 */
	public function test_control_placement(): void {
		$this->assertSame( 'tb', SliderRules::placement( 'tb' ) );
		$this->assertSame( 'lr', SliderRules::placement( 'lr' ) );
		$this->assertSame( 'lrc', SliderRules::placement( 'lrc' ) );
		$this->assertSame( 'footer', SliderRules::placement( 'footer' ) );
		$this->assertSame( 'footer', SliderRules::placement( 'whatever' ) );
		$this->assertSame( 'footer', SliderRules::placement( null ) );
	}

	/**
	 * §9.1: multi shows 4 when slides_visible is 1, else slides_visible (before the width cap).
	 */
	public function test_multi_base(): void {
		$this->assertSame( 4, SliderRules::multi_base( 1 ) );
		$this->assertSame( 3, SliderRules::multi_base( 3 ) );
		$this->assertSame( 4, SliderRules::multi_base( 0 ) );
		$this->assertSame( 'horizontal', SliderRules::type( 'bogus' ) );
	}

	/**
	 * Events are a public type with German labels and their fields in REST.
	 */
	public function test_type_is_registered_and_in_rest(): void {
		$type = get_post_type_object( PostType::NAME );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'Veranstaltung', $type->labels->singular_name );
		$this->assertLessThanOrEqual( 20, strlen( PostType::NAME ) );

		$id       = $this->event( 'Konzert', 3, '#FFF' );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/vitrine-events/' . $id ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '#ffffff', $response->get_data()['meta']['vitrine_colour'] );
	}

	/**
	 * The REST collection sorts by start date on request.
	 */
	public function test_rest_sorts_by_start(): void {
		$this->event( 'Später', 9 );
		$this->event( 'Früher', 2 );
		$this->event( 'Mitte', 5 );
		$request = new WP_REST_Request( 'GET', '/wp/v2/vitrine-events' );
		$request->set_param( 'orderby', 'start' );
		$request->set_param( 'order', 'asc' );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'Früher', 'Mitte', 'Später' ), array_map( static fn( $e ) => $e['title']['rendered'], $response->get_data() ) );
	}

	/**
	 * Field values are validated when saved; invalid ones are dropped.
	 */
	public function test_fields_are_sanitised(): void {
		$id = $this->event( 'X', 1 );
		update_post_meta( $id, 'vitrine_start', 'morgen' );
		update_post_meta( $id, 'vitrine_colour', 'rot' );
		update_post_meta( $id, 'vitrine_link', 'javascript:alert(1)' );
		$this->assertSame( '', get_post_meta( $id, 'vitrine_start', true ) );
		$this->assertSame( '', get_post_meta( $id, 'vitrine_colour', true ) );
		$this->assertSame( '', get_post_meta( $id, 'vitrine_link', true ) );
	}

	/**
	 * The meta box saves only with its nonce and the right capability.
	 */
	public function test_meta_box_checks_nonce_and_capability(): void {
		$this->log_in_as( 'editor' );
		$id    = $this->event( 'Y', 1, '#000000' );
		$box   = new MetaBox();
		$_POST = array( 'vitrine_colour' => '#ff0000' );
		$box->save( $id );
		$this->assertSame( '#000000', get_post_meta( $id, 'vitrine_colour', true ) );

		$_POST['vitrine_event_fields'] = wp_create_nonce( 'vitrine_event_fields' );
		$box->save( $id );
		$this->assertSame( '#ff0000', get_post_meta( $id, 'vitrine_colour', true ) );

		$this->log_in_as( 'subscriber' );
		$_POST['vitrine_colour']       = '#00ff00';
		$_POST['vitrine_event_fields'] = wp_create_nonce( 'vitrine_event_fields' );
		$box->save( $id );
		$this->assertSame( '#ff0000', get_post_meta( $id, 'vitrine_colour', true ) );
		$_POST = array();
	}

	/**
	 * Upcoming, past and category selections, in start order.
	 */
	public function test_repository_selections(): void {
		$this->event( 'Vorbei', -5 );
		$this->event( 'Bald', 2 );
		$later = $this->event( 'Später', 4 );
		$term  = wp_insert_term( 'Testkategorie', PostType::CATEGORY );
		wp_set_object_terms( $later, array( (int) $term['term_id'] ), PostType::CATEGORY );

		$titles = static fn( array $events ): array => array_column( $events, 'title' );
		$this->assertSame( array( 'Bald', 'Später' ), $titles( Repository::find( 'upcoming', 0, 10 ) ) );
		$this->assertSame( array( 'Bald' ), $titles( Repository::find( 'upcoming', 0, 1 ) ) );
		$this->assertSame( array( 'Vorbei' ), $titles( Repository::find( 'past', 0, 10 ) ) );
		$this->assertSame( array( 'Später' ), $titles( Repository::find( 'category', (int) $term['term_id'], 10 ) ) );
	}

	/**
	 * §4.1: a calendar with no events is marked as having no slides, in German,
	 * and offers no arrows or dots.
	 */
	public function test_no_events_state(): void {
		$html = do_blocks( '<!-- wp:vitrine/events-slider /-->' );
		$this->assertStringContainsString( 'vitrine-slider--no-slides', $html );
		$this->assertStringContainsString( 'data-slide-count="0"', $html );
		$this->assertStringContainsString( 'Derzeit gibt es keine Veranstaltungen.', $html );
		$this->assertStringNotContainsString( 'swiper-slide', $html );
		$this->assertStringNotContainsString( '<button', $html );
	}

	/**
	 * Slides carry colour, light/dark class (§9.1) and German labels; titles
	 * with markup are text.
	 */
	public function test_slides_render_with_colour_class_and_escaped_title(): void {
		$this->event( 'Hell', 1, '#fffbe6' );
		$this->event( 'Dunkel', 2, '#111111' );
		$this->event( '<script>alert(1)</script><b>Fest</b>', 3, 'kaputt' );
		$html = do_blocks( '<!-- wp:vitrine/events-slider {"slide_nav_dots":true} /-->' );

		$this->assertSame( 1, preg_match_all( '/class="swiper-slide vitrine-slide is-light"/', $html ) );
		$this->assertSame( 2, preg_match_all( '/class="swiper-slide vitrine-slide is-dark"/', $html ) );
		$this->assertStringContainsString( '--vitrine-colour:#fffbe6', $html );
		$this->assertStringContainsString( '--vitrine-colour:' . Colour::FALLBACK, $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		// Whatever markup is stored (kses already took the script tag for this user) shows as text.
		$this->assertStringContainsString( '&lt;b&gt;Fest&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'aria-label="1 von 3"', $html );
		$this->assertStringContainsString( 'aria-roledescription="Karussell"', $html );
		$this->assertSame( 3, preg_match_all( '/class="vitrine-slider__dot( is-current)?"/', $html ) );
		$this->assertStringContainsString( 'aria-label="Vorherige Veranstaltung"', $html );
	}
}
