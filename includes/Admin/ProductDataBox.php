<?php
/**
 * The product data box on the product edit screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Memberships\Plans;
use Vitrine\Shared\Assets;
use Vitrine\Shared\FormInput;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * A classic meta box (rendered by PHP, saved with the post) for type, price,
 * stock, shipping, SKU, membership plan, subscription terms, attributes and
 * variations, group and booking settings.
 *
 * Why a classic box in the block editor: the editor posts the box's fields
 * to post.php after it saved the post, so one server-side path (nonce,
 * capability, parsing, Store::update_product()) handles every save. The
 * editor does not reload the box afterwards, so the box's script asks for
 * it again (admin-ajax `vitrine_product_box`): with the stored values after
 * a good save (new variations then carry their IDs), or with the values as
 * typed and the German errors after a refused one, which are kept for that
 * request in a short-lived transient per user and product.
 */
final class ProductDataBox {

	public const ID = 'vitrine-product-data';

	private const NONCE = 'vitrine_product_data';

	private const AJAX = 'vitrine_product_box';

	private const SCRIPT = 'vitrine-product-data';

	/** The box's few styles (a stylesheet file would be one more request for them). */
	private const CSS = '.vitrine-product-box [hidden]{display:none!important}'
		. '.vitrine-product-box fieldset{margin:1em 0;padding:0 1em 1em;border:1px solid #c3c4c7}'
		. '.vitrine-product-box legend{font-weight:600;padding:0 .3em}'
		. '.vitrine-product-box .vitrine-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11em,1fr));gap:.6em 1em;align-items:start}'
		. '.vitrine-product-box .vitrine-grid label{display:block;font-weight:500}'
		. '.vitrine-product-box .vitrine-grid input,.vitrine-product-box .vitrine-grid select{width:100%}'
		. '.vitrine-product-box .vitrine-field-error{color:#b32d2e;margin:.2em 0 0}'
		. '.vitrine-product-box [aria-invalid=true]{border-color:#b32d2e}'
		. '.vitrine-product-box .vitrine-row{border-style:dashed}'
		. ProductImagesBox::CSS;

	/**
	 * Whether a save is running (the store writes variation posts).
	 *
	 * @var bool
	 */
	private static bool $saving = false;

	/**
	 * Whether this request refused the box's form.
	 *
	 * @var bool
	 */
	private static bool $refused = false;

	/**
	 * @param Assets $assets Build output lookup.
	 */
	public function __construct( private Assets $assets ) {
	}

	/**
	 * Hooks the box in.
	 */
	public function hook(): void {
		add_action( 'add_meta_boxes_' . ProductRepository::POST_TYPE, array( $this, 'add' ) );
		add_action( 'save_post_' . ProductRepository::POST_TYPE, array( $this, 'save' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_ajax_' . self::AJAX, array( $this, 'ajax' ) );
		add_filter( 'redirect_post_location', array( $this, 'mark_redirect' ) );
	}

	/**
	 * Adds the box.
	 */
	public function add(): void {
		add_meta_box( self::ID, __( 'Product data', 'vitrine' ), array( $this, 'render' ), ProductRepository::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * The box's script and styles, on product edit screens only.
	 *
	 * @param string $hook Admin page.
	 */
	public function enqueue( string $hook ): void {
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ProductRepository::POST_TYPE !== get_current_screen()?->post_type ) {
			return;
		}
		$asset = $this->assets->asset( 'admin/product-data' );
		if ( $asset ) {
			wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/product-data.js', VITRINE_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		}
		ProductImagesBox::enqueue( $this->assets );
		wp_register_style( self::SCRIPT, false, array(), VITRINE_VERSION );
		wp_enqueue_style( self::SCRIPT );
		wp_add_inline_style( self::SCRIPT, self::CSS );
	}

	/**
	 * The fields.
	 *
	 * @param \WP_Post $post The product.
	 */
	public function render( \WP_Post $post ): void {
		$store    = Stores::get();
		$currency = $store->currency();
		// The block editor follows post.php's redirect after saving the box;
		// that page must not use up the kept form the box's script asks for.
		$kept     = isset( $_GET['vitrine-kept'] ) ? self::kept( $post->ID ) : self::take_kept( $post->ID ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$values   = ( $kept ? $kept['values'] : ProductForm::values( $store->product( $post->ID ), $currency ) ) + ProductImagesForm::values( $post->ID, $currency );
		$errors   = $kept ? $kept['errors'] : array();
		$message  = $kept ? $kept['message'] : '';
		$children = self::children_choices( $post->ID );
		// Children chosen before (say a variable product in a demo group) stay choosable.
		foreach ( (array) ( $values['children'] ?? array() ) as $child ) {
			$child = (int) $child;
			if ( $child && ! isset( $children[ $child ] ) && ProductRepository::POST_TYPE === get_post_type( $child ) ) {
				$children[ $child ] = get_the_title( $child );
			}
		}
		( new ProductBoxView( $values, $errors, $message, $currency ) )->render(
			$post->ID,
			wp_create_nonce( self::NONCE ),
			wp_create_nonce( self::AJAX ),
			$children,
			Plans::published()
		);
	}

	/**
	 * Saves the box's fields with the post (hooked to save_post).
	 *
	 * @param int $post_id Product post ID.
	 */
	public function save( int $post_id ): void {
		if ( self::$saving || ! isset( $_POST[ self::NONCE ] ) || wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) ) {
			return;
		}
		$nonce = sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) );
		// Fields are read and validated by ProductForm::parse().
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$input = isset( $_POST[ ProductForm::FIELD ] ) && is_array( $_POST[ ProductForm::FIELD ] ) ? wp_unslash( $_POST[ ProductForm::FIELD ] ) : array();
		$this->handle( $post_id, $nonce, $input );
	}

	/**
	 * Checks nonce and capability, reads the form and saves it through the
	 * store; a refused form is kept (values as typed + errors) for the next
	 * rendering of the box, and nothing is written.
	 *
	 * @param int                  $post_id Product post ID.
	 * @param string               $nonce   The box's nonce.
	 * @param array<string, mixed> $input   The form's fields, unslashed.
	 * @return array{saved: bool, message: string, errors: array<string, string>}
	 */
	public function handle( int $post_id, string $nonce, array $input ): array {
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return array(
				'saved'   => false,
				'message' => __( 'You are not allowed to change this product, or the page has expired. Please reload it.', 'vitrine' ),
				'errors'  => array(),
			);
		}
		self::$refused = false;
		$store         = Stores::get();
		$parsed        = ProductForm::parse( $input, $store->currency() );
		$own_price     = in_array( $parsed['data']['type'] ?? '', array( Product::SIMPLE, Product::BOOKING, Product::SUBSCRIPTION ), true ) ? (int) $parsed['data']['price'] : null;
		$pictures      = ProductImagesForm::parse( $input, $own_price, $store->currency() );
		$errors        = $parsed['errors'] + $pictures['errors'];
		$message       = '';
		if ( ! $errors ) {
			self::$saving = true;
			try {
				$store->update_product( $post_id, self::keep_untouched_stock( $post_id, $parsed, $input ) );
				// Gallery and earlier price: only with a saved product.
				ProductImagesForm::save( $post_id, $pictures );
			} catch ( StoreException $error ) {
				$message = $error->getMessage();
				$errors  = ProductForm::form_errors( $error->errors, $parsed['variation_keys'] );
			} finally {
				self::$saving = false;
			}
		}
		if ( $errors && '' === $message ) {
			$message = __( 'The product data was not saved. Please correct the marked fields.', 'vitrine' );
		}
		if ( '' !== $message ) {
			self::$refused = true;
			set_transient(
				self::kept_key( $post_id ),
				array(
					'values'  => $input,
					'errors'  => $errors,
					'message' => $message,
				),
				10 * MINUTE_IN_SECONDS
			);
		}
		return array(
			'saved'   => '' === $message,
			'message' => $message,
			'errors'  => $errors,
		);
	}

	/**
	 * Orders take stock while the shop owner has the screen open: a stock
	 * field left as it was rendered keeps the stock stored now, so saving
	 * other changes never puts sold units back.
	 *
	 * @param int                  $post_id Product post ID.
	 * @param array<string, mixed> $parsed  Result of ProductForm::parse().
	 * @param array<string, mixed> $input   The form's fields.
	 * @return array<string, mixed> Store data.
	 */
	private static function keep_untouched_stock( int $post_id, array $parsed, array $input ): array {
		$data      = $parsed['data'];
		$untouched = static fn( $row ): bool => is_array( $row ) && isset( $row['stock_original'] ) && trim( (string) ( $row['stock'] ?? '' ) ) === trim( (string) $row['stock_original'] );
		if ( array_key_exists( 'stock', $data ) && $untouched( $input ) ) {
			$data['stock'] = ProductRepository::read_stock( $post_id );
		}
		foreach ( $data['variations'] ?? array() as $index => $variation ) {
			$row = $input['variations'][ $parsed['variation_keys'][ $index ] ] ?? null;
			if ( $variation['id'] && $untouched( $row ) ) {
				$data['variations'][ $index ]['stock'] = ProductRepository::read_stock( $variation['id'] );
			}
		}
		return $data;
	}

	/**
	 * Answers the box's script after a save in the block editor: the box
	 * rendered again, and the message of a refused save.
	 */
	public function ajax(): void {
		$post_id = FormInput::id( $_GET['post'] ?? null );
		if ( ! check_ajax_referer( self::AJAX, 'nonce', false ) || ! $post_id || ProductRepository::POST_TYPE !== get_post_type( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			wp_send_json_error( array( 'message' => __( 'You are not allowed to change this product, or the page has expired. Please reload it.', 'vitrine' ) ), 403 );
		}
		$kept = get_transient( self::kept_key( $post_id ) );
		ob_start();
		$this->render( get_post( $post_id ) );
		wp_send_json_success(
			array(
				'html'    => (string) ob_get_clean(),
				'message' => is_array( $kept ) ? (string) $kept['message'] : '',
			)
		);
	}

	/**
	 * Marks post.php's redirect after the block editor saved a refused box
	 * (see render()).
	 *
	 * @param string $location Redirect URL.
	 */
	public function mark_redirect( string $location ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( self::$refused && isset( $_REQUEST['meta-box-loader'] ) ) {
			return add_query_arg( 'vitrine-kept', '1', $location );
		}
		return $location;
	}

	/**
	 * Takes the kept form of a refused save (once).
	 *
	 * @param int $post_id Product post ID.
	 * @return array{values: array<string, mixed>, errors: array<string, string>, message: string}|null
	 */
	private static function take_kept( int $post_id ): ?array {
		$kept = self::kept( $post_id );
		if ( $kept ) {
			delete_transient( self::kept_key( $post_id ) );
		}
		return $kept;
	}

	/**
	 * The kept form of a refused save, left in place.
	 *
	 * @param int $post_id Product post ID.
	 * @return array{values: array<string, mixed>, errors: array<string, string>, message: string}|null
	 */
	private static function kept( int $post_id ): ?array {
		$kept = get_transient( self::kept_key( $post_id ) );
		if ( ! is_array( $kept ) ) {
			return null;
		}
		return array(
			'values'  => (array) ( $kept['values'] ?? array() ),
			'errors'  => (array) ( $kept['errors'] ?? array() ),
			'message' => (string) ( $kept['message'] ?? '' ),
		);
	}

	/**
	 * Transient of a refused form, per user and product.
	 *
	 * @param int $post_id Product post ID.
	 */
	private static function kept_key( int $post_id ): string {
		return 'vitrine_product_form_' . get_current_user_id() . '_' . $post_id;
	}

	/**
	 * Simple products that a group may hold, ID => title.
	 *
	 * @param int $self_id The product being edited (never its own child).
	 * @return array<int, string>
	 */
	private static function children_choices( int $self_id ): array {
		$posts   = get_posts(
			array(
				'post_type'      => ProductRepository::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'private', 'future', 'pending' ),
				'posts_per_page' => 500,
				'orderby'        => 'title',
				'order'          => 'ASC',
				'exclude'        => array( $self_id ),
				'meta_key'       => '_vitrine_type', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value'     => Product::SIMPLE, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		$choices = array();
		foreach ( $posts as $post ) {
			$choices[ $post->ID ] = get_the_title( $post );
		}
		return $choices;
	}
}
