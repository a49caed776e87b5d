<?php
/**
 * The events list in the admin: its start column and the sorting by it.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Events;

use Vitrine\Events\MetaBox;
use Vitrine\Events\PostType;
use Vitrine\Tests\TestCase;

/**
 * The list of events sorts by start date, ascending and descending, when
 * its "Beginn" column is clicked (WordPress marks the header's aria-sort for
 * a registered sortable column); without it the list is by publish date.
 *
 * @covers \Vitrine\Events\MetaBox
 */
final class MetaBoxTest extends TestCase {

	/**
	 * Only this test's events (rolled back).
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( get_posts( array( 'post_type' => PostType::NAME, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * An event published on $published, starting at $start.
	 *
	 * @param string $title     Title.
	 * @param string $start     Site-local Y-m-d\TH:i.
	 * @param string $published Publish date.
	 */
	private function event( string $title, string $start, string $published ): int {
		return $this->create_post(
			array(
				'post_type'  => PostType::NAME,
				'post_title' => $title,
				'post_date'  => $published,
				'meta_input' => array( 'vitrine_start' => $start ),
			)
		)->ID;
	}

	/**
	 * The titles of the list's main query in the admin.
	 *
	 * @param array<string, string> $sort orderby and order as the column's link sends them.
	 * @return string[]
	 */
	private function listed( array $sort ): array {
		global $wp_the_query;
		$main   = $wp_the_query;
		$screen = $GLOBALS['current_screen'] ?? null;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		// The list's screen, so that is_admin() holds (without the current_screen action).
		$GLOBALS['current_screen'] = \WP_Screen::get( 'edit-' . PostType::NAME );
		$query                     = new \WP_Query();
		$wp_the_query              = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the list's main query.
		try {
			$query->query(
				array_merge(
					array(
						'post_type'      => PostType::NAME,
						'post_status'    => 'publish',
						'posts_per_page' => -1,
					),
					$sort
				)
			);
		} finally {
			$wp_the_query              = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$GLOBALS['current_screen'] = $screen;
		}
		return wp_list_pluck( $query->posts, 'post_title' );
	}

	public function test_the_start_column_is_listed_and_sortable(): void {
		$box = new MetaBox();
		$this->assertSame( array( 'title' => 'Titel', 'vitrine_start' => 'Beginn' ), $box->columns( array( 'title' => 'Titel' ) ) );
		$this->assertSame( array( 'vitrine_start' => 'vitrine_start' ), $box->sortable( array() ) );
	}

	public function test_the_list_sorts_by_start_ascending_then_descending(): void {
		$this->event( 'Herbstfest', '2030-10-03T15:00', '2026-01-02 10:00:00' );
		$this->event( 'Frühjahrsmarkt', '2030-03-21T10:00', '2026-01-01 10:00:00' );
		$this->event( 'Sommerkonzert', '2030-07-12T19:30', '2026-01-03 10:00:00' );

		$this->assertSame( array( 'Sommerkonzert', 'Herbstfest', 'Frühjahrsmarkt' ), $this->listed( array() ), 'Without sorting: by publish date, newest first, not the start order.' );
		$this->assertSame(
			array( 'Frühjahrsmarkt', 'Sommerkonzert', 'Herbstfest' ),
			$this->listed(
				array(
					'orderby' => 'vitrine_start',
					'order'   => 'asc',
				)
			)
		);
		$this->assertSame(
			array( 'Herbstfest', 'Sommerkonzert', 'Frühjahrsmarkt' ),
			$this->listed(
				array(
					'orderby' => 'vitrine_start',
					'order'   => 'desc',
				)
			)
		);
	}
}
