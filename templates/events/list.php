<?php
/**
 * The upcoming events in date order: date, title with link, place.
 *
 * Override: copy to `{theme}/vitrine/events/list.php`.
 *
 * @package Vitrine
 *
 * @var array{wrapper: string, events: array<int, array{id: int, title: string, when: string, datetime: string, place: string, url: string}>} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo $args['wrapper']; // phpcs:ignore WordPress.Security.EscapeOutput -- from get_block_wrapper_attributes(). ?>>
	<?php if ( ! $args['events'] ) : ?>
		<p class="vitrine-events-list__empty"><?php esc_html_e( 'No events are planned at the moment.', 'vitrine' ); ?></p>
	<?php else : ?>
		<ul class="vitrine-events-list__items">
			<?php foreach ( $args['events'] as $vitrine_event ) : ?>
				<li class="vitrine-events-list__item">
					<p class="vitrine-events-list__when"><time datetime="<?php echo esc_attr( $vitrine_event['datetime'] ); ?>"><?php echo esc_html( $vitrine_event['when'] ); ?></time></p>
					<h2 class="vitrine-events-list__title"><a href="<?php echo esc_url( $vitrine_event['url'] ); ?>"><?php echo esc_html( $vitrine_event['title'] ); ?></a></h2>
					<?php if ( '' !== $vitrine_event['place'] ) : ?>
						<p class="vitrine-events-list__place"><?php echo esc_html( $vitrine_event['place'] ); ?></p>
					<?php endif; ?>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
