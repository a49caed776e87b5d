<?php
/**
 * The details of an event on its page: date, place, description and links.
 *
 * Override: copy to `{theme}/vitrine/events/details.php`.
 *
 * @package Vitrine
 *
 * @var array{wrapper: string, event: array{id: int, title: string, when: string, datetime: string, place: string, description: string, url: string, ics_url: string, calendar_url: string}} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrine_event = $args['event'];
?>
<div <?php echo $args['wrapper']; // phpcs:ignore WordPress.Security.EscapeOutput -- from get_block_wrapper_attributes(). ?>>
	<dl class="vitrine-event__facts">
		<dt><?php esc_html_e( 'When', 'vitrine' ); ?></dt>
		<dd class="vitrine-event__when">
			<?php if ( '' !== $vitrine_event['when'] ) : ?>
				<time datetime="<?php echo esc_attr( $vitrine_event['datetime'] ); ?>"><?php echo esc_html( $vitrine_event['when'] ); ?></time>
			<?php else : ?>
				<?php esc_html_e( 'The date will be announced.', 'vitrine' ); ?>
			<?php endif; ?>
		</dd>
		<?php if ( '' !== $vitrine_event['place'] ) : ?>
			<dt><?php esc_html_e( 'Where', 'vitrine' ); ?></dt>
			<dd class="vitrine-event__place"><?php echo esc_html( $vitrine_event['place'] ); ?></dd>
		<?php endif; ?>
	</dl>
	<?php if ( '' !== $vitrine_event['description'] ) : ?>
		<div class="vitrine-event__description"><?php echo wp_kses_post( wpautop( $vitrine_event['description'] ) ); ?></div>
	<?php endif; ?>
	<ul class="vitrine-event__links">
		<?php if ( '' !== $vitrine_event['when'] ) : ?>
			<li><a class="vitrine-event__ics" href="<?php echo esc_url( $vitrine_event['ics_url'] ); ?>" download><?php esc_html_e( 'Add to my calendar (.ics)', 'vitrine' ); ?></a></li>
		<?php endif; ?>
		<li><a class="vitrine-event__calendar" href="<?php echo esc_url( $vitrine_event['calendar_url'] ); ?>"><?php esc_html_e( 'All events', 'vitrine' ); ?></a></li>
	</ul>
</div>
