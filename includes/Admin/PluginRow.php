<?php
/**
 * The plugin's row on the Plugins screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Puts links to the shop's and the payment settings first in the plugin's
 * row, so that an owner who just activated Vitrine finds where to set it up;
 * while the first-run setup is neither finished nor dismissed, a link to it
 * comes first.
 */
final class PluginRow {

	/**
	 * Hooks the row's links for the plugin's own file.
	 *
	 * @param string $plugin_file The plugin's main file.
	 */
	public static function hook( string $plugin_file ): void {
		add_filter( 'plugin_action_links_' . plugin_basename( $plugin_file ), array( self::class, 'links' ) );
	}

	/**
	 * The row's links with the settings links in front, for those who may change them.
	 *
	 * @param array $links WordPress' links (deactivate, …).
	 * @return array The links.
	 */
	public static function links( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( ! current_user_can( 'manage_options' ) ) {
			return $links;
		}
		$ours = array(
			'vitrine-shop'     => sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'options-general.php?page=' . ShopSettingsPage::SLUG ) ),
				esc_html__( 'Settings', 'vitrine' )
			),
			'vitrine-provider' => sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'options-general.php?page=' . ProviderSettingsPage::SLUG ) ),
				esc_html__( 'Payments', 'vitrine' )
			),
		);
		if ( ! SetupProgress::closed() ) {
			$ours = array(
				'vitrine-setup' => sprintf(
					'<a href="%s">%s</a>',
					esc_url( SetupPage::url() ),
					esc_html__( 'Set up the shop', 'vitrine' )
				),
			) + $ours;
		}
		return $ours + $links;
	}
}
