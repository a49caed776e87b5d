<?php
/**
 * WordPress runs this file when the plugin is deleted (not when it is
 * deactivated). What goes is decided in Vitrine\Admin\Uninstaller.
 *
 * @package Vitrine
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Autoloader.php';

( new Vitrine\Autoloader( 'Vitrine\\', __DIR__ . '/includes' ) )->register();

Vitrine\Admin\Uninstaller::run_on_every_site();
