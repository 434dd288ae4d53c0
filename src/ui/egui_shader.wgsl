// Ferrovia's egui shader: bevy_egui's pipeline interface (bind groups, vertex layout, the BINDLESS
// variant), with the sRGB curves as cheap fits instead of `pow`. See `egui_shader.rs` for why.

struct Transform {
    scale: vec2<f32>,
    translation: vec2<f32>,
}

struct VertexInput {
    @location(0) position: vec2<f32>,
    @location(1) uv: vec2<f32>,
    @location(2) color: vec4<f32>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    // egui's premultiplied sRGB vertex colour, interpolated as egui does: in gamma space.
    @location(0) color: vec4<f32>,
    @location(1) uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> transform: Transform;

#ifdef BINDLESS
@group(1) @binding(0) var image_texture: binding_array<texture_2d<f32>>;
@group(1) @binding(1) var image_sampler: binding_array<sampler>;
// Which texture of the array this draw samples (a struct: some backends take no bare immediates).
struct TextureIndex {
    offset: u32,
};
var<immediate> texture_index: TextureIndex;
#else
@group(1) @binding(0) var image_texture: texture_2d<f32>;
@group(1) @binding(1) var image_sampler: sampler;
#endif

// Fitted coefficients (the test `egui_shader::tests` holds them to the exact curves).
const DECODE_0: f32 = 0.053027104;
const DECODE_1: f32 = 1.1913082;
const DECODE_2: f32 = -0.34985006;
const DECODE_3: f32 = 0.1057909;
const ENCODE_HALF: f32 = 0.64236332;
const ENCODE_QUARTER: f32 = 0.71211299;
const ENCODE_EIGHTH: f32 = -0.33687097;
const ENCODE_ONE: f32 = -0.017562168;

// sRGB gamma -> linear. Above the knee ((c + 0.055) / 1.055)^2.4 = t² · t^0.4, and t^0.4 is a cubic
// in √t.
fn decode(c: vec3<f32>) -> vec3<f32> {
    let t = (c + vec3<f32>(0.055)) / 1.055;
    let s = sqrt(t);
    let curve = t * t * (DECODE_0 + s * (DECODE_1 + s * (DECODE_2 + s * DECODE_3)));
    return select(curve, c / 12.92, c < vec3<f32>(0.04045));
}

// Linear -> sRGB gamma. Above the knee 1.055 · x^(1/2.4) − 0.055 is a sum of x^(1/2), x^(1/4),
// x^(1/8) and x: three square roots instead of a logarithm and an exponential.
fn encode(x: vec3<f32>) -> vec3<f32> {
    let half = sqrt(x);
    let quarter = sqrt(half);
    let eighth = sqrt(quarter);
    let curve = ENCODE_HALF * half + ENCODE_QUARTER * quarter + ENCODE_EIGHTH * eighth
        + ENCODE_ONE * x;
    return select(curve, x * 12.92, x < vec3<f32>(0.0031308));
}

@vertex
fn vs_main(in: VertexInput) -> VertexOutput {
    let position = in.position * transform.scale + transform.translation;
    return VertexOutput(vec4<f32>(position, 0.0, 1.0), in.color, in.uv);
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
#ifdef BINDLESS
    let image_texture = image_texture[texture_index.offset];
    let image_sampler = image_sampler[texture_index.offset];
#endif
    // egui's textures have one mip level: sampling level 0 skips the derivatives.
    let texel = textureSampleLevel(image_texture, image_sampler, in.uv, 0.0);
    // egui multiplies in gamma space (text looks right only there); the target blends in linear.
    let gamma = vec4<f32>(encode(texel.rgb), texel.a) * in.color;
    return vec4<f32>(decode(gamma.rgb), gamma.a);
}
