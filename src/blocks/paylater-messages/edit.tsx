/**
 * Edit component of vitrine/paylater-messages: placement and message style
 * in the inspector (merged over the shop's settings, §3.11 messages.style)
 * and a live message from the provider for the block's preview amount.
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ShopSettingSelect } from '../../shared/shop-setting-select';
import { MessagesPreview, messagesPreviewData } from './preview';
import {
	mergeMessageStyle,
	previewPlacement,
	TEXT_SIZE_MAX,
	TEXT_SIZE_MIN,
	type MessageAttributes,
	type ShopMessageStyle,
} from './style';

export interface PaylaterMessagesAttributes
	extends MessageAttributes,
		Record< string, unknown > {}

/** The gateway settings' defaults, for an editor without the server's data. */
const DEFAULT_STYLE: ShopMessageStyle = {
	layout: 'text',
	logo: { type: 'primary', position: 'left' },
	text: { color: 'black', size: 12, align: 'left' },
};

type StringKey = Exclude<
	keyof MessageAttributes,
	'textSize' | 'previewAmount'
>;

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
}: BlockEditProps< PaylaterMessagesAttributes > ) {
	const data = messagesPreviewData();
	const shop = data?.shopStyle ?? DEFAULT_STYLE;
	const style = mergeMessageStyle( shop, attributes );
	const set =
		( key: StringKey ) =>
		( value: string ): void =>
			setAttributes( { [ key ]: value } );
	const amount =
		typeof attributes.previewAmount === 'number' &&
		Number.isFinite( attributes.previewAmount )
			? attributes.previewAmount
			: 250;

	let preview;
	if ( ! data?.clientId ) {
		preview = (
			<p>
				{ __(
					'The message shows here once the payment provider has a client ID (Settings → Vitrine PayPal).',
					'vitrine'
				) }
			</p>
		);
	} else if ( ! data.enabled ) {
		preview = (
			<p>
				{ __(
					'Pay later messages are switched off in the settings (Settings → Vitrine PayPal); this block shows nothing.',
					'vitrine'
				) }
			</p>
		);
	} else {
		preview = (
			<MessagesPreview
				data={ data }
				options={ {
					amount,
					currency: data.currency,
					placement: previewPlacement(
						attributes,
						data.shopPlacement
					),
					style,
				} }
			/>
		);
	}

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Placement', 'vitrine' ) }>
					<ShopSettingSelect
						label={ __( 'Placement', 'vitrine' ) }
						value={ attributes.placement }
						options={ [
							{
								value: 'product',
								label: __( 'Product page', 'vitrine' ),
							},
							{ value: 'cart', label: __( 'Cart', 'vitrine' ) },
							{
								value: 'payment',
								label: __( 'Payment', 'vitrine' ),
							},
							{
								value: 'home',
								label: __( 'Home page', 'vitrine' ),
							},
							{
								value: 'category',
								label: __( 'Category page', 'vitrine' ),
							},
						] }
						onChange={ set( 'placement' ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 0 }
						step={ 0.01 }
						label={ __( 'Preview amount (€)', 'vitrine' ) }
						help={ __(
							'Only for this preview: on the site the message is for the page’s amount (the product’s price, the cart or order total).',
							'vitrine'
						) }
						value={ String( amount ) }
						onChange={ ( value: string ) => {
							const next = Number( value );
							if ( value !== '' && Number.isFinite( next ) ) {
								setAttributes( {
									previewAmount: Math.max( 0, next ),
								} );
							}
						} }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Message style', 'vitrine' ) }>
					<ShopSettingSelect
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ value: 'text', label: __( 'Text', 'vitrine' ) },
							{
								value: 'flex',
								label: __( 'Banner (flex)', 'vitrine' ),
							},
						] }
						onChange={ set( 'layout' ) }
					/>
					{ style.layout === 'text' ? (
						<>
							<ShopSettingSelect
								label={ __( 'Logo type', 'vitrine' ) }
								value={ attributes.logoType }
								options={ [
									{
										value: 'primary',
										label: __( 'Primary', 'vitrine' ),
									},
									{
										value: 'alternative',
										label: __( 'Alternative', 'vitrine' ),
									},
									{
										value: 'inline',
										label: __( 'Inline', 'vitrine' ),
									},
									{
										value: 'none',
										label: __( 'No logo', 'vitrine' ),
									},
								] }
								onChange={ set( 'logoType' ) }
							/>
							<ShopSettingSelect
								label={ __( 'Logo position', 'vitrine' ) }
								value={ attributes.logoPosition }
								options={ [
									{
										value: 'left',
										label: __( 'Left', 'vitrine' ),
									},
									{
										value: 'right',
										label: __( 'Right', 'vitrine' ),
									},
									{
										value: 'top',
										label: __( 'Top', 'vitrine' ),
									},
								] }
								onChange={ set( 'logoPosition' ) }
							/>
							<ShopSettingSelect
								label={ __( 'Text color', 'vitrine' ) }
								value={ attributes.textColor }
								options={ [
									{
										value: 'black',
										label: __( 'Black', 'vitrine' ),
									},
									{
										value: 'white',
										label: __( 'White', 'vitrine' ),
									},
									{
										value: 'monochrome',
										label: __( 'Monochrome', 'vitrine' ),
									},
									{
										value: 'grayscale',
										label: __( 'Grayscale', 'vitrine' ),
									},
								] }
								onChange={ set( 'textColor' ) }
							/>
							<RangeControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Text size (px)', 'vitrine' ) }
								help={ sprintf(
									/* translators: %d: text size in pixels */
									__(
										'Empty: the shop setting (%d px).',
										'vitrine'
									),
									shop.text.size
								) }
								value={ attributes.textSize }
								initialPosition={ shop.text.size }
								min={ TEXT_SIZE_MIN }
								max={ TEXT_SIZE_MAX }
								allowReset
								onChange={ ( value?: number ) =>
									setAttributes( { textSize: value } )
								}
							/>
						</>
					) : (
						<>
							<ShopSettingSelect
								label={ __( 'Banner color', 'vitrine' ) }
								value={ attributes.flexColor }
								options={ [
									{
										value: 'blue',
										label: __( 'Blue', 'vitrine' ),
									},
									{
										value: 'black',
										label: __( 'Black', 'vitrine' ),
									},
									{
										value: 'white',
										label: __( 'White', 'vitrine' ),
									},
									{
										value: 'white-no-border',
										label: __(
											'White without border',
											'vitrine'
										),
									},
									{
										value: 'gray',
										label: __( 'Gray', 'vitrine' ),
									},
									{
										value: 'monochrome',
										label: __( 'Monochrome', 'vitrine' ),
									},
									{
										value: 'grayscale',
										label: __( 'Grayscale', 'vitrine' ),
									},
								] }
								onChange={ set( 'flexColor' ) }
							/>
							<ShopSettingSelect
								label={ __( 'Aspect ratio', 'vitrine' ) }
								value={ attributes.flexRatio }
								options={ [
									{ value: '1x1', label: '1 × 1' },
									{ value: '1x4', label: '1 × 4' },
									{ value: '8x1', label: '8 × 1' },
									{ value: '20x1', label: '20 × 1' },
								] }
								onChange={ set( 'flexRatio' ) }
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			{ preview }
		</div>
	);
}
