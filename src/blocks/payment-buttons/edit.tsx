/**
 * Edit component of vitrine/payment-buttons: context and button style in the
 * inspector, and live buttons in the style merged over the shop's (§3.11).
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ShopSettingSelect } from '../../shared/shop-setting-select';
import { ButtonsPreview, previewData } from './preview';
import {
	HEIGHT_MAX,
	HEIGHT_MIN,
	mergeStyle,
	type ButtonStyle,
	type StyleAttributes,
} from './style';

/** §2.4 contexts the block can stand for; '' derives it from the page. */
type PaymentContext =
	| ''
	| 'product'
	| 'cart'
	| 'mini-cart'
	| 'checkout'
	| 'pay-now';

export interface PaymentButtonsAttributes
	extends StyleAttributes,
		Record< string, unknown > {
	context: PaymentContext;
}

/** The gateway settings' defaults, for an editor without the server's data. */
const DEFAULT_STYLE: ButtonStyle = {
	layout: 'vertical',
	shape: 'rect',
	height: 40,
	color: 'gold',
	label: 'paypal',
};

/**
 * Inspector panels and the preview.
 *
 * @param props               Block edit props.
 * @param props.attributes    Block attributes.
 * @param props.setAttributes Attribute setter.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< PaymentButtonsAttributes > ) {
	const data = previewData();
	const shop = data?.shopStyle ?? DEFAULT_STYLE;
	const style = mergeStyle( shop, attributes );
	const set =
		( key: keyof StyleAttributes ) =>
		( value: string ): void =>
			setAttributes( { [ key ]: value } );

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Context', 'vitrine' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Payment context', 'vitrine' ) }
						help={ __(
							'The shop’s product, cart and checkout pages and the mini cart already show the buttons; there this block shows nothing.',
							'vitrine'
						) }
						value={ attributes.context }
						options={ [
							{
								value: '',
								label: __(
									'From the page (product page: product, otherwise checkout)',
									'vitrine'
								),
							},
							{
								value: 'product',
								label: __( 'Product', 'vitrine' ),
							},
							{ value: 'cart', label: __( 'Cart', 'vitrine' ) },
							{
								value: 'mini-cart',
								label: __( 'Mini cart', 'vitrine' ),
							},
							{
								value: 'checkout',
								label: __( 'Checkout', 'vitrine' ),
							},
							{
								value: 'pay-now',
								label: __( 'Pay for order', 'vitrine' ),
							},
						] }
						onChange={ ( value: PaymentContext ) =>
							setAttributes( { context: value } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Button style', 'vitrine' ) }>
					<ShopSettingSelect
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{
								value: 'vertical',
								label: __( 'Stacked', 'vitrine' ),
							},
							{
								value: 'horizontal',
								label: __( 'Side by side', 'vitrine' ),
							},
						] }
						onChange={ set( 'layout' ) }
					/>
					<ShopSettingSelect
						label={ __( 'Shape', 'vitrine' ) }
						value={ attributes.shape }
						options={ [
							{
								value: 'rect',
								label: __( 'Rounded corners', 'vitrine' ),
							},
							{ value: 'pill', label: __( 'Pill', 'vitrine' ) },
							{
								value: 'sharp',
								label: __( 'Sharp corners', 'vitrine' ),
							},
						] }
						onChange={ set( 'shape' ) }
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Height (px)', 'vitrine' ) }
						help={ sprintf(
							/* translators: %d: button height in pixels */
							__( 'Empty: the shop setting (%d px).', 'vitrine' ),
							shop.height
						) }
						value={ attributes.height }
						initialPosition={ shop.height }
						min={ HEIGHT_MIN }
						max={ HEIGHT_MAX }
						allowReset
						onChange={ ( value?: number ) =>
							setAttributes( { height: value } )
						}
					/>
					<ShopSettingSelect
						label={ __( 'Color', 'vitrine' ) }
						value={ attributes.color }
						options={ [
							{ value: 'gold', label: __( 'Gold', 'vitrine' ) },
							{ value: 'blue', label: __( 'Blue', 'vitrine' ) },
							{
								value: 'silver',
								label: __( 'Silver', 'vitrine' ),
							},
							{ value: 'white', label: __( 'White', 'vitrine' ) },
							{ value: 'black', label: __( 'Black', 'vitrine' ) },
						] }
						onChange={ set( 'color' ) }
					/>
					<ShopSettingSelect
						label={ __( 'Label', 'vitrine' ) }
						value={ attributes.label }
						options={ [
							{ value: 'paypal', label: 'PayPal' },
							{ value: 'checkout', label: 'PayPal Checkout' },
							{
								value: 'buynow',
								label: __( 'Buy now', 'vitrine' ),
							},
							{
								value: 'pay',
								label: __( 'Pay with PayPal', 'vitrine' ),
							},
						] }
						onChange={ set( 'label' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div
				className="vitrine-payment-buttons__wallet"
				style={ { minHeight: style.height } }
			>
				{ data?.clientId ? (
					<ButtonsPreview data={ data } style={ style } />
				) : (
					<p>
						{ __(
							'The buttons show here once the payment provider has a client ID (Settings → Vitrine PayPal).',
							'vitrine'
						) }
					</p>
				) }
			</div>
		</div>
	);
}
