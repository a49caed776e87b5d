<?php
/**
 * Editing products in the admin: the product data box (the products list:
 * ProductColumnsTest).
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Admin;

use Vitrine\Admin\ProductDataBox;
use Vitrine\Admin\ProductForm;
use Vitrine\Shared\Assets;
use Vitrine\Shop\CartPage;
use Vitrine\Store\Product;
use Vitrine\Store\ProductRepository;
use Vitrine\Store\Stores;
use Vitrine\Tests\StoreFixtures;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * German input is read, checked and saved through Store::update_product();
 * refused input writes nothing and comes back with its messages.
 */
final class ProductAdminTest extends TestCase {
	use StoreFixtures;

	/**
	 * The box, as the plugin hooks it.
	 */
	private function box(): ProductDataBox {
		return new ProductDataBox( new Assets( self::plugin_dir(), self::plugin_dir() . '/plugin.php' ) );
	}

	/**
	 * Saves the box as the logged-in user would, with a valid nonce.
	 *
	 * @param int                  $post_id Product ID.
	 * @param array<string, mixed> $input   Form fields.
	 * @return array{saved: bool, message: string, errors: array<string, string>}
	 */
	private function submit( int $post_id, array $input ): array {
		return $this->box()->handle( $post_id, wp_create_nonce( 'vitrine_product_data' ), $input );
	}

	/**
	 * The box's markup for a product.
	 *
	 * @param int $post_id Product ID.
	 */
	private function rendered( int $post_id ): string {
		ob_start();
		$this->box()->render( get_post( $post_id ) );
		return (string) ob_get_clean();
	}

	public function test_german_amounts_are_read_in_cents(): void {
		$cases = array(
			'12,90'     => 1290,
			'12,9'      => 1290,
			'12.90'     => 1290,
			'12'        => 1200,
			'0,05'      => 5,
			'1.234,50'  => 123450,
			'12,90 €'   => 1290,
			' 7,00 '    => 700,
			'abc'       => null,
			'12,999'    => null,
			'1,2,3'     => null,
			'-3,00'     => null,
			'12.345.6'  => null,
			'1.23,45'   => null,
			''          => null,
		);
		foreach ( $cases as $typed => $cents ) {
			$this->assertSame( $cents, ProductForm::parse_amount( (string) $typed ), "Input \"{$typed}\"" );
		}
		$this->assertSame( '12,90', ProductForm::format_amount( 1290 ) );
		$this->assertSame( '0,05', ProductForm::format_amount( 5 ) );
		$this->assertSame( '1234,50', ProductForm::format_amount( 123450 ), 'No thousands separator: the value reads back unchanged.' );
	}

	public function test_bad_input_gets_german_messages_per_field(): void {
		$parsed = ProductForm::parse(
			array(
				'type'        => 'subscription',
				'price'       => 'zwölf',
				'stock'       => '2,5',
				'sign_up_fee' => '-5,00',
				'plan'        => array(
					'period'       => 'month',
					'interval'     => '0',
					'trial_length' => '14',
					'trial_period' => '',
					'sync_day'     => '32',
				),
			)
		);
		$this->assertSame(
			array(
				'price'             => 'Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90.',
				'stock'             => 'Bitte gib eine ganze Zahl ab 0 ein.',
				'plan.interval'     => 'Bitte gib eine ganze Zahl ab 1 ein.',
				'plan.trial_period' => 'Bitte wähle die Einheit des kostenlosen Probezeitraums (Tage, Wochen, Monate oder Jahre).',
				'plan.sync_day'     => 'Der Verlängerungstag passt nicht zum Abrechnungszeitraum: 1–7 (Montag bis Sonntag) bei wöchentlichen, 1–31 bei monatlichen, MMTT (z. B. 301 für den 1. März) bei jährlichen Abos.',
				'sign_up_fee'       => 'Der Betrag darf nicht negativ sein.',
			),
			$parsed['errors']
		);

		$parsed = ProductForm::parse(
			array(
				'type'       => 'variable',
				'attributes' => array(
					'groesse' => array(
						'name'    => 'Größe',
						'options' => 'S | L',
					),
				),
				'variations' => array(
					'new-1' => array(
						'attributes' => array( 'groesse' => 'S' ),
						'price'      => '',
					),
				),
			)
		);
		$this->assertSame( array( 'variations.new-1.price' => 'Jede Variante braucht einen Preis.' ), $parsed['errors'] );
		$this->assertSame( array( 'type' => 'Bitte wähle eine Produktart.' ), ProductForm::parse( array( 'type' => 'gadget' ) )['errors'] );
		$this->assertSame( array( 'price' => 'Bitte gib einen Preis ein.' ), ProductForm::parse( array( 'type' => 'simple' ) )['errors'] );
	}

	public function test_a_new_post_becomes_a_simple_product_with_german_price_sku_and_plan(): void {
		$this->log_in_as( 'administrator' );
		$post = $this->create_post(
			array(
				'post_type'  => ProductRepository::POST_TYPE,
				'post_title' => 'Kaffeetasse',
			)
		);
		$plan = $this->create_post( array( 'post_type' => 'vitrine_plan' ) );

		$result = $this->submit(
			$post->ID,
			array(
				'type'           => 'simple',
				'price'          => '12,90',
				'stock'          => '25',
				'needs_shipping' => '1',
				'sku'            => 'TASSE-1',
				'grants_plan'    => (string) $plan->ID,
			)
		);
		$this->assertTrue( $result['saved'], $result['message'] );
		$product = Stores::get()->product( $post->ID );
		$this->assertSame( array( 'simple', 1290, 25, true, 'TASSE-1', $plan->ID ), array( $product->type, $product->price, $product->stock, $product->needs_shipping, $product->sku, $product->grants_plan ) );
		$this->assertSame( (string) $plan->ID, get_post_meta( $post->ID, 'grants_plan', true ), 'Meta `grants_plan` holds the plan ID.' );

		// Empty stock means untracked; no plan removes the meta.
		$this->assertTrue( $this->submit( $post->ID, array( 'type' => 'simple', 'price' => '12,90', 'stock' => '', 'grants_plan' => '0' ) )['saved'] );
		$product = Stores::get()->product( $post->ID );
		$this->assertNull( $product->stock );
		$this->assertFalse( $product->needs_shipping );
		$this->assertSame( 0, $product->grants_plan );
		$this->assertSame( '', get_post_meta( $post->ID, '_vitrine_stock', true ) );
	}

	public function test_a_subscription_keeps_its_terms_and_sign_up_fee(): void {
		$this->log_in_as( 'administrator' );
		$product = $this->box_subscription();
		$result  = $this->submit(
			$product->id,
			array(
				'type'        => 'subscription',
				'price'       => '19,90',
				'sign_up_fee' => '4,50',
				'plan'        => array(
					'period'       => 'week',
					'interval'     => '2',
					'trial_length' => '1',
					'trial_period' => 'month',
					'sync_day'     => '1',
				),
			)
		);
		$this->assertTrue( $result['saved'], $result['message'] );
		$again = Stores::get()->product( $product->id );
		$this->assertSame( array( 1990, 450 ), array( $again->price, $again->sign_up_fee ) );
		$this->assertSame( array( 'week', 2, 1, 'month', 1 ), array( $again->plan->period, $again->plan->interval, $again->plan->trial_length, $again->plan->trial_period, $again->plan->sync_day ) );
	}

	public function test_booking_and_grouped_products_keep_their_settings(): void {
		$this->log_in_as( 'administrator' );
		$cup     = $this->simple();
		$booking = $this->simple();
		$this->assertTrue( $this->submit( $booking->id, array( 'type' => 'booking', 'price' => '12', 'max_persons' => '8', 'duration' => '90' ) )['saved'] );
		$again = Stores::get()->product( $booking->id );
		$this->assertSame( array( 'booking', 1200, 8, 90 ), array( $again->type, $again->price, $again->max_persons, $again->duration ) );

		$group = $this->simple();
		$this->assertTrue( $this->submit( $group->id, array( 'type' => 'grouped', 'children' => array( (string) $cup->id, (string) $booking->id ) ) )['saved'] );
		$this->assertSame( array( $cup->id, $booking->id ), Stores::get()->product( $group->id )->children );

		$result = $this->submit( $group->id, array( 'type' => 'grouped', 'children' => array( (string) $group->id ) ) );
		$this->assertFalse( $result['saved'] );
		$this->assertSame( 'Eine Gruppe kann nur andere Produkte enthalten.', $result['message'] );
		$this->assertSame( array( $cup->id, $booking->id ), Stores::get()->product( $group->id )->children, 'The refused group is unchanged.' );
	}

	public function test_variations_are_updated_added_and_removed(): void {
		$this->log_in_as( 'administrator' );
		$product = $this->variable();
		$small   = $product->find_variation( array( 'groesse' => 'S' ) );
		$large   = $product->find_variation( array( 'groesse' => 'L' ) );

		$result = $this->submit(
			$product->id,
			array(
				'type'       => 'variable',
				'attributes' => array(
					'groesse' => array(
						'name'    => 'Größe',
						'options' => 'S | L | XL',
					),
				),
				'variations' => array(
					(string) $small->id => array(
						'id'         => (string) $small->id,
						'attributes' => array( 'groesse' => 'S' ),
						'price'      => '11,00',
						'stock'      => '',
					),
					'new-1'             => array(
						'attributes' => array( 'groesse' => 'XL' ),
						'price'      => '14,50',
						'stock'      => '2',
					),
				),
			)
		);
		$this->assertTrue( $result['saved'], $result['message'] );
		$again = Stores::get()->product( $product->id );
		$this->assertCount( 2, $again->variations );
		$this->assertSame( array( 'S', 'L', 'XL' ), $again->attributes['groesse']['options'] );
		$this->assertSame( array( $small->id, 1100, null ), array( $again->variations[0]->id, $again->variations[0]->price, $again->variations[0]->stock ) );
		$this->assertSame( array( array( 'groesse' => 'XL' ), 1450, 2 ), array( $again->variations[1]->attributes, $again->variations[1]->price, $again->variations[1]->stock ) );
		$this->assertNull( get_post( $large->id ), 'The removed row\'s variation post is deleted.' );
		$this->assertSame( 1100, $again->price, 'The product price is its lowest variation price.' );

		// Back to a simple product: the variations go.
		$this->assertTrue( $this->submit( $product->id, array( 'type' => 'simple', 'price' => '9,00' ) )['saved'] );
		$this->assertNull( get_post( $small->id ) );
		$this->assertSame( array(), Stores::get()->product( $product->id )->attributes );
	}

	public function test_variable_subscription_variations_get_their_own_terms(): void {
		$this->log_in_as( 'administrator' );
		$post   = $this->create_post( array( 'post_type' => ProductRepository::POST_TYPE, 'post_title' => 'Kaffee-Abo' ) );
		$result = $this->submit(
			$post->ID,
			array(
				'type'       => 'variable-subscription',
				'attributes' => array(
					'new-a' => array(
						'name'    => 'Lieferung',
						'options' => 'monatlich|jährlich',
					),
				),
				'variations' => array(
					'new-1' => array(
						'attributes'  => array( 'new-a' => 'monatlich' ),
						'price'       => '14,90',
						'sign_up_fee' => '2,00',
						'plan'        => array(
							'period'       => 'month',
							'interval'     => '1',
							'trial_length' => '7',
							'trial_period' => 'day',
						),
					),
					'new-2' => array(
						'attributes' => array( 'new-a' => 'jährlich' ),
						'price'      => '150',
						'plan'       => array(
							'period'   => 'year',
							'interval' => '',
							'sync_day' => '301',
						),
					),
				),
			)
		);
		$this->assertTrue( $result['saved'], $result['message'] );
		$product = Stores::get()->product( $post->ID );
		$this->assertSame( Product::VARIABLE_SUBSCRIPTION, $product->type );
		$this->assertSame( array( 'lieferung' ), array_keys( $product->attributes ), 'The attribute slug comes from its name.' );
		[ $monthly, $yearly ] = $product->variations;
		$this->assertSame( array( 1490, 200, 'month', 7, 'day' ), array( $monthly->price, $monthly->sign_up_fee, $monthly->plan->period, $monthly->plan->trial_length, $monthly->plan->trial_period ) );
		$this->assertSame( array( 15000, 'year', 1, 301 ), array( $yearly->price, $yearly->plan->period, $yearly->plan->interval, $yearly->plan->sync_day ) );

		// The form of the stored product reads back what was typed.
		$values = ProductForm::values( $product );
		$this->assertSame( '14,90', $values['variations'][ (string) $monthly->id ]['price'] );
		$this->assertSame( '7', $values['variations'][ (string) $monthly->id ]['plan']['trial_length'] );
		$this->assertSame( 'monatlich | jährlich', $values['attributes']['lieferung']['options'] );
	}

	public function test_a_refused_save_writes_nothing_and_shows_the_typed_values_with_the_error(): void {
		$this->log_in_as( 'administrator' );
		$product = $this->variable();
		$small   = $product->find_variation( array( 'groesse' => 'S' ) );
		$large   = $product->find_variation( array( 'groesse' => 'L' ) );
		$input   = array(
			'type'       => 'variable',
			'sku'        => 'SHIRT',
			'attributes' => array(
				'groesse' => array(
					'name'    => 'Größe',
					'options' => 'S | L',
				),
			),
			'variations' => array(
				(string) $small->id => array(
					'id'         => (string) $small->id,
					'attributes' => array( 'groesse' => 'L' ),
					'price'      => '9,99',
				),
				(string) $large->id => array(
					'id'         => (string) $large->id,
					'attributes' => array( 'groesse' => 'L' ),
					'price'      => '13,00',
				),
				'new-1'             => array(
					'attributes' => array( 'groesse' => 'S' ),
					'price'      => '5,00',
				),
			),
		);

		$result = $this->submit( $product->id, $input );
		$this->assertFalse( $result['saved'] );
		$this->assertSame( 'Zwei Varianten haben dieselbe Kombination von Attributen.', $result['message'] );
		$this->assertSame( array( 'variations.' . $large->id . '.attributes' ), array_keys( $result['errors'] ), 'The error names the form row.' );

		$again = Stores::get()->product( $product->id );
		$this->assertSame( array( 1000, 1250 ), array( $again->variations[0]->price, $again->variations[1]->price ), 'Nothing was written.' );
		$this->assertCount( 2, $again->variations );
		$this->assertSame( '', $again->sku );

		$html = $this->rendered( $product->id );
		$this->assertStringContainsString( 'Zwei Varianten haben dieselbe Kombination von Attributen.', $html );
		$this->assertStringContainsString( 'value="9,99"', $html, 'The typed values come back.' );
		$this->assertStringContainsString( 'value="SHIRT"', $html );
		$this->assertMatchesRegularExpression( '/<select[^>]+aria-invalid="true"[^>]+aria-describedby="vitrine-product-variations-' . $large->id . '-attributes-error"/', $html );
		$this->assertStringNotContainsString( 'value="9,99"', $this->rendered( $product->id ), 'Shown once; then the stored values again.' );

		// A bad amount in the form is refused before the store is asked.
		$result = $this->submit( $product->id, array( 'type' => 'simple', 'price' => '-2,00', 'stock' => '4' ) );
		$this->assertSame( array( 'price' => 'Der Betrag darf nicht negativ sein.' ), $result['errors'] );
		$this->assertSame( 'Die Produktdaten wurden nicht gespeichert. Bitte korrigiere die markierten Felder.', $result['message'] );
		$this->assertSame( 'variable', Stores::get()->product( $product->id )->type );
		$html = $this->rendered( $product->id );
		$this->assertStringContainsString( 'value="-2,00"', $html );
		$this->assertStringContainsString( 'id="vitrine-product-price-error">Der Betrag darf nicht negativ sein.', $html );
	}

	/**
	 * The typed values the editor's box script shows again after a refused
	 * save (tests/e2e/admin/products.spec.ts checks focus, notice and axe).
	 */
	public function test_an_invalid_price_writes_nothing_and_keeps_the_other_typed_values(): void {
		$this->log_in_as( 'administrator' );
		$cup    = $this->simple( 1290, 25 );
		$result = $this->submit(
			$cup->id,
			array(
				'type'  => 'simple',
				'price' => 'zwölf Euro',
				'stock' => '30',
				'sku'   => 'TASSE-XL',
			)
		);
		$this->assertFalse( $result['saved'] );
		$this->assertSame( 'Die Produktdaten wurden nicht gespeichert. Bitte korrigiere die markierten Felder.', $result['message'] );
		$this->assertSame( array( 'price' => 'Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90.' ), $result['errors'] );

		$again = Stores::get()->product( $cup->id );
		$this->assertSame( array( 1290, 25, '' ), array( $again->price, $again->stock, $again->sku ), 'Nothing was written.' );

		$html = $this->rendered( $cup->id );
		$this->assertStringContainsString( 'value="zwölf Euro"', $html );
		$this->assertStringContainsString( 'value="30"', $html );
		$this->assertStringContainsString( 'value="TASSE-XL"', $html );
		$this->assertMatchesRegularExpression( '/<input[^>]+value="zwölf Euro"[^>]*aria-invalid="true"|<input[^>]+aria-invalid="true"[^>]+value="zwölf Euro"/', $html );
		$this->assertStringContainsString( 'id="vitrine-product-price-error">Bitte gib den Betrag als Zahl ein, zum Beispiel 12,90.', $html );

		// Then the stored values again.
		$html = $this->rendered( $cup->id );
		$this->assertStringContainsString( 'value="12,90"', $html );
		$this->assertStringContainsString( 'value="25"', $html );
		$this->assertStringNotContainsString( 'TASSE-XL', $html );
	}

	public function test_a_variations_price_and_trial_change_and_the_other_variation_keeps_its_terms(): void {
		$this->log_in_as( 'administrator' );
		$post  = $this->create_post( array( 'post_type' => ProductRepository::POST_TYPE, 'post_title' => 'Kaffee-Abo' ) );
		$input = array(
			'type'       => 'variable-subscription',
			'attributes' => array(
				'new-a' => array(
					'name'    => 'Lieferung',
					'options' => 'monatlich | vierteljährlich',
				),
			),
			'variations' => array(
				'new-1' => array(
					'attributes' => array( 'new-a' => 'monatlich' ),
					'price'      => '14,90',
					'plan'       => array(
						'period'   => 'month',
						'interval' => '1',
					),
				),
				'new-2' => array(
					'attributes' => array( 'new-a' => 'vierteljährlich' ),
					'price'      => '39,90',
					'plan'       => array(
						'period'   => 'month',
						'interval' => '3',
						'sync_day' => '1',
					),
				),
			),
		);
		$this->assertTrue( $this->submit( $post->ID, $input )['saved'] );
		[ $monthly, $quarterly ] = Stores::get()->product( $post->ID )->variations;

		// The form as the edit screen sends it back: the stored values, one changed.
		$form = ProductForm::values( Stores::get()->product( $post->ID ) );
		$form['variations'][ (string) $monthly->id ]['price']                = '16,50';
		$form['variations'][ (string) $monthly->id ]['plan']['trial_length'] = '2';
		$form['variations'][ (string) $monthly->id ]['plan']['trial_period'] = 'week';
		$result = $this->submit( $post->ID, $form );
		$this->assertTrue( $result['saved'], $result['message'] );

		$product = Stores::get()->product( $post->ID );
		$this->assertCount( 2, $product->variations );
		[ $first, $second ] = $product->variations;
		$this->assertSame( array( $monthly->id, 1650, 2, 'week' ), array( $first->id, $first->price, $first->plan->trial_length, $first->plan->trial_period ) );
		$this->assertSame( array( $quarterly->id, 3990, 3, 1 ), array( $second->id, $second->price, $second->plan->interval, $second->plan->sync_day ), 'The other variation keeps its price and renewal day.' );

		$values = ProductForm::values( $product );
		$this->assertSame( '16,50', $values['variations'][ (string) $monthly->id ]['price'] );
		$this->assertSame( '2', $values['variations'][ (string) $monthly->id ]['plan']['trial_length'] );
		$this->assertSame( 'week', $values['variations'][ (string) $monthly->id ]['plan']['trial_period'] );
		$this->assertSame( '39,90', $values['variations'][ (string) $quarterly->id ]['price'] );
		$this->assertSame( '1', $values['variations'][ (string) $quarterly->id ]['plan']['sync_day'] );
	}

	/**
	 * The block editor follows post.php's redirect after saving the box, which
	 * renders the box once more before the box's script asks for it.
	 */
	public function test_the_page_after_the_editors_save_leaves_the_kept_form_for_the_script(): void {
		$this->log_in_as( 'administrator' );
		$cup                         = $this->simple( 1990, 4 );
		$_REQUEST['meta-box-loader'] = '1';
		try {
			$this->submit( $cup->id, array( 'type' => 'simple', 'price' => 'viel' ) );
			$location = $this->box()->mark_redirect( 'post.php?post=' . $cup->id . '&action=edit' );
		} finally {
			unset( $_REQUEST['meta-box-loader'] );
		}
		$this->assertStringContainsString( 'vitrine-kept=1', $location );

		$_GET['vitrine-kept'] = '1';
		try {
			$this->assertStringContainsString( 'value="viel"', $this->rendered( $cup->id ) );
		} finally {
			unset( $_GET['vitrine-kept'] );
		}
		$this->assertStringContainsString( 'value="viel"', $this->rendered( $cup->id ), 'Still there for the script.' );
		$this->assertStringContainsString( 'value="19,90"', $this->rendered( $cup->id ) );
	}

	public function test_saving_without_nonce_or_capability_is_refused(): void {
		$product = $this->simple( 1990, 4 );
		$input   = array(
			'type'  => 'simple',
			'price' => '1,00',
			'stock' => '1',
		);

		$this->log_in_as( 'administrator' );
		$result = $this->box()->handle( $product->id, 'not-a-nonce', $input );
		$this->assertFalse( $result['saved'] );
		$this->assertSame( 'Du darfst dieses Produkt nicht ändern, oder die Seite ist abgelaufen. Bitte lade sie neu.', $result['message'] );

		$this->log_in_as( 'subscriber' );
		$this->assertFalse( $this->submit( $product->id, $input )['saved'], 'A valid nonce without edit_post is refused.' );

		$again = Stores::get()->product( $product->id );
		$this->assertSame( array( 1990, 4 ), array( $again->price, $again->stock ) );

		// The save hook does nothing without the box's nonce field (REST saves).
		$this->log_in_as( 'administrator' );
		$_POST = array( ProductForm::FIELD => $input );
		try {
			$this->box()->save( $product->id );
		} finally {
			$_POST = array();
		}
		$this->assertSame( 1990, Stores::get()->product( $product->id )->price );
	}

	public function test_an_untouched_stock_field_keeps_the_units_sold_meanwhile(): void {
		$this->log_in_as( 'administrator' );
		$cup   = $this->simple( 1990, 10 );
		$shirt = $this->variable();
		$small = $shirt->find_variation( array( 'groesse' => 'S' ) );
		$repo  = new ProductRepository();
		// Orders while the edit screen is open.
		$repo->reduce_stock( $cup->id, 3 );
		$repo->reduce_stock( $small->id, 1 );

		$this->assertTrue( $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '21,00', 'stock' => '10', 'stock_original' => '10' ) )['saved'] );
		$this->assertSame( array( 2100, 7 ), array( Stores::get()->product( $cup->id )->price, Stores::get()->product( $cup->id )->stock ) );
		$this->assertTrue( $this->submit( $cup->id, array( 'type' => 'simple', 'price' => '21,00', 'stock' => '12', 'stock_original' => '7' ) )['saved'] );
		$this->assertSame( 12, Stores::get()->product( $cup->id )->stock, 'A changed field sets the stock.' );

		$input = array(
			'type'       => 'variable',
			'attributes' => array(
				'groesse' => array(
					'name'    => 'Größe',
					'options' => 'S | L',
				),
			),
			'variations' => array(
				(string) $small->id => array(
					'id'             => (string) $small->id,
					'attributes'     => array( 'groesse' => 'S' ),
					'price'          => '10,00',
					'stock'          => '3',
					'stock_original' => '3',
				),
			),
		);
		$this->assertTrue( $this->submit( $shirt->id, $input )['saved'] );
		$this->assertSame( 2, Stores::get()->product( $shirt->id )->variations[0]->stock );

		// A refused form keeps the stock of its first rendering.
		$input['variations'][ (string) $small->id ]['price'] = 'x';
		$this->submit( $shirt->id, $input );
		$this->assertStringContainsString( 'name="vitrine_product[variations][' . $small->id . '][stock_original]" value="3"', $this->rendered( $shirt->id ) );
	}

	public function test_the_store_refuses_an_unknown_product_and_foreign_variations(): void {
		$shirt = $this->variable();
		$other = $this->variable();
		$error = $this->refused( fn() => $this->store()->update_product( 999999, array( 'type' => 'simple' ) ) );
		$this->assertSame( 'vitrine_unknown_product', $error->error_code );

		$error = $this->refused(
			fn() => $this->store()->update_product(
				$shirt->id,
				array(
					'type'       => 'variable',
					'attributes' => array( 'groesse' => array( 'label' => 'Größe', 'options' => array( 'S' ) ) ),
					'variations' => array(
						array(
							'id'         => $other->variations[0]->id,
							'attributes' => array( 'groesse' => 'S' ),
							'price'      => 100,
						),
					),
				)
			)
		);
		$this->assertSame( 'Diese Variante gehört nicht zu diesem Produkt.', $error->getMessage() );
		$this->assertCount( 2, $this->store()->product( $other->id )->variations );
	}

	/**
	 * A new simple product's corrected save (the box's refused and corrected
	 * saves in the browser: tests/e2e/admin/products.spec.ts): what the store
	 * then holds, the product page's price and the cart's German VAT.
	 */
	public function test_a_corrected_price_is_saved_with_the_reduced_rate_and_an_earlier_price_which_the_price_block_and_the_cart_show(): void {
		$this->log_in_as( 'administrator' );
		$cup   = $this->simple( 1290, 25 );
		$input = array(
			'type'           => 'simple',
			'price'          => 'zwölf Euro',
			'stock'          => '30',
			'sku'            => 'TASSE-XL',
			'needs_shipping' => '1',
			'tax_class'      => 'reduced',
			'was_price'      => '15,90',
		);
		$this->assertFalse( $this->submit( $cup->id, $input )['saved'] );
		$this->assertSame( 'standard', Stores::get()->product( $cup->id )->tax_class, 'The refused form wrote nothing.' );
		$this->assertStringContainsString( 'value="zwölf Euro"', $this->rendered( $cup->id ), 'The edit screen shows the refused form once.' );

		$input['price'] = '12,90';
		$result         = $this->submit( $cup->id, $input );
		$this->assertTrue( $result['saved'], $result['message'] );
		$product = Stores::get()->product( $cup->id );
		$this->assertSame( array( 1290, 30, 'TASSE-XL', 'reduced', 7 ), array( $product->price, $product->stock, $product->sku, $product->tax_class, $product->tax_rate() ) );
		$html = $this->rendered( $cup->id );
		$this->assertStringContainsString( "<option value=\"reduced\" selected='selected'>Ermäßigter Steuersatz (7 %)</option>", $html, 'The box shows what the store holds.' );
		$this->assertStringNotContainsString( 'role="alert"', $html );

		$price = ( new \WP_Block(
			array(
				'blockName'    => 'vitrine/product-price',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $cup->id,
				'postType' => ProductRepository::POST_TYPE,
			)
		) )->render();
		$this->assertStringContainsString( "<span class=\"screen-reader-text\">Früherer Preis: </span>15,90\u{00A0}€</del>", $price );

		// 12,90 € and the 4,90 € shipping at 7 % include 0,84 € and 0,32 €.
		CartPage::reset();
		$guest = 'guest:PRODUCTADMINPRODUCTADMINPRODUC01';
		$store = $this->store();
		$store->add_to_cart( $guest, array( 'id' => $cup->id ) );
		$this->assertStringContainsString( "enthaltene MwSt. 7 %</th><td>1,16\u{00A0}€</td>", CartPage::totals_html( $store->cart_totals( $guest ) ) );
	}
}
