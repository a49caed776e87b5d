<?php
/**
 * Plugin Name:       Vitrine
 * Description:       Blocks for a shop with an events calendar, a members directory and subscriptions, paid through PayPal.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Vitrine
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrine
 * Domain Path:       /languages
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINE_VERSION', '0.1.0' );
define( 'VITRINE_FILE', __FILE__ );
define( 'VITRINE_DIR', __DIR__ );

require_once __DIR__ . '/includes/Autoloader.php';

( new Vitrine\Autoloader( 'Vitrine\\', __DIR__ . '/includes' ) )->register();

Vitrine\Plugin::instance()->boot();
