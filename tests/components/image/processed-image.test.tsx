import { fireEvent, render, screen } from '@testing-library/react';
import { BlogCard } from '../../../src/components/blog/blog-card';
import { BlogImage, STOCK_BLOG_PHOTO } from '../../../src/components/blog/blog-image';
import { toCardPost, withBuiltImages } from '../../../src/components/blog/card-post';
import { HeroBanner } from '../../../src/components/hero/hero-banner';
import { ProcessedImage, intrinsicSize } from '../../../src/components/image/processed-image';
import { RootWrapper } from '../../../src/components/root/root-wrapper';
import { buildProcessedImage } from '../../utils/fixtures-site';
import { setStaticQueryData } from '../../utils/gatsby-mock';

const picture = (img: HTMLElement) => img.closest('picture');
const sources = (img: HTMLElement) =>
  [...(picture(img)?.querySelectorAll('source') ?? [])].map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

describe('ProcessedImage', () => {
  it('is a picture of AVIF and WebP sources over the fallback, sized for no layout shift', () => {
    const image = buildProcessedImage();
    render(<ProcessedImage image={image} alt="Landing zones" />);
    const img = screen.getByRole('img', { name: 'Landing zones' });
    expect(sources(img)).toEqual([
      {
        type: 'image/avif',
        srcset: image.images.sources![0]!.srcSet,
        sizes: image.images.fallback!.sizes,
      },
      {
        type: 'image/webp',
        srcset: image.images.sources![1]!.srcSet,
        sizes: image.images.fallback!.sizes,
      },
    ]);
    expect(img).toHaveAttribute('src', '/static/abc/1200/photo.jpg');
    expect(img.getAttribute('srcset')).toContain('/static/abc/600/photo.jpg 600w');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows the blurred placeholder until the image is in', () => {
    const { container } = render(<ProcessedImage image={buildProcessedImage()} alt="" />);
    const placeholder = container.querySelector('[data-placeholder-image]')!;
    expect(placeholder).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const wrapper = container.querySelector('[data-processed-image]')!;
    expect(wrapper).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(container.querySelector('picture img')!);
    expect(wrapper).toHaveAttribute('data-loaded', 'true');
  });

  it('asks for an above-the-fold image at once and first', () => {
    render(<ProcessedImage image={buildProcessedImage()} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives a full-width image whole-pixel dimensions from its widest variant', () => {
    const image = buildProcessedImage({
      layout: 'fullWidth',
      width: 1,
      height: 0.5625,
      images: {
        fallback: {
          src: '/h-1600.webp',
          srcSet: '/h-640.webp 640w,\n/h-1024.webp 1024w,\n/h-1600.webp 1600w',
          sizes: '100vw',
        },
      },
    });
    expect(intrinsicSize(image)).toEqual({ width: 1600, height: 900 });
    expect(intrinsicSize(buildProcessedImage({ width: 88, height: 60 }))).toEqual({
      width: 88,
      height: 60,
    });
  });
});

describe('BlogImage', () => {
  it('renders the processed picture when the build made one', () => {
    render(<BlogImage src="/uploads/images/blog/a.jpg" image={buildProcessedImage()} alt="A" />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(picture(img)).not.toBeNull();
    expect(sources(img).map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it("crops around the image's focal point, processed or plain, and not the stock photo", () => {
    render(
      <>
        <BlogImage
          src="/uploads/images/blog/a.jpg"
          image={buildProcessedImage()}
          alt="Processed"
          position="20% 75%"
        />
        <BlogImage src="/uploads/images/blog/b.svg" image={null} alt="Plain" position="80% 10%" />
        <BlogImage src="/uploads/images/blog/c.svg" image={null} alt="Centred" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Processed' }).style.objectPosition).toBe('20% 75%');
    const plain = screen.getByRole('img', { name: 'Plain' });
    expect(plain.style.objectPosition).toBe('80% 10%');
    expect(screen.getByRole('img', { name: 'Centred' }).style.objectPosition).toBe('');
    fireEvent.error(plain);
    expect(plain).toHaveAttribute('src', STOCK_BLOG_PHOTO);
    expect(plain.style.objectPosition).toBe('');
  });

  it('keeps the plain image, lazy, with the stock photo on failure, when there is none', () => {
    render(<BlogImage src="/uploads/images/blog/cloud.svg" image={null} alt="Cloud" />);
    const img = screen.getByRole('img', { name: 'Cloud' });
    expect(picture(img)).toBeNull();
    expect(img).toHaveAttribute('src', '/uploads/images/blog/cloud.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', STOCK_BLOG_PHOTO);
  });

  it.each([
    ['processed', buildProcessedImage()],
    ['plain', null],
  ])('puts an eager %s image first in line', (_kind, image) => {
    render(<BlogImage src="/uploads/images/blog/a.svg" image={image} alt="Featured" eager />);
    const img = screen.getByRole('img', { name: 'Featured' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('BlogCard', () => {
  const post = toCardPost({
    Id: 3,
    Title: 'Landing zones',
    Slug: 'landing-zones',
    Content: 'Body',
    ImageUrl: '/uploads/images/blog/landing-zones.jpg',
    Tags: [],
  });

  it('shows the processed picture of a pre-built post, and the plain image of a runtime one', () => {
    const { container, rerender } = render(
      <BlogCard post={{ ...post, image: buildProcessedImage() }} index={0} />,
    );
    expect(container.querySelector('picture source[type="image/avif"]')).not.toBeNull();
    rerender(<BlogCard post={post} index={0} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/images/blog/landing-zones.jpg',
    );
  });

  it('keeps the processed image for a runtime post with the same image address', () => {
    const image = buildProcessedImage();
    const other = toCardPost({ ...post, Id: 4, ImageUrl: '/uploads/images/blog/other.jpg' });
    const [same, different] = withBuiltImages([post, other], [{ ...post, image }]);
    expect(same!.image).toBe(image);
    expect(different!.image).toBeUndefined();
  });
});

describe('HeroBanner', () => {
  const renderHero = (nodes: unknown[] | undefined) => {
    setStaticQueryData(nodes ? { allHeroBannerImage: { nodes } } : {});
    return render(
      <RootWrapper>
        <HeroBanner page="home" />
      </RootWrapper>,
    );
  };
  const heroImage = (container: HTMLElement) =>
    container.querySelector<HTMLImageElement>('[data-hero="home"] img:not([aria-hidden])')!;

  it('shows the processed hero as a picture fetched first', () => {
    const image = buildProcessedImage({ layout: 'fullWidth', width: 1, height: 0.5625 });
    const { container } = renderHero([
      {
        page: 'home',
        src: '/uploads/images/hero/hero-home.webp',
        imageFile: { childImageSharp: { gatsbyImageData: image } },
      },
    ]);
    const img = heroImage(container);
    expect(img.closest('picture')).not.toBeNull();
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the plain blur-up image for an SVG hero, fetched first too', () => {
    const { container } = renderHero([
      { page: 'services', src: '/uploads/images/hero/hero-services.svg', imageFile: null },
      { page: 'home', src: '/uploads/images/hero/hero-home.svg', imageFile: null },
    ]);
    const img = heroImage(container);
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('src', '/uploads/images/hero/hero-home.svg');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("uses the catalogue's file when the build chose no hero", () => {
    const { container } = renderHero(undefined);
    expect(heroImage(container)).toHaveAttribute('src', '/uploads/images/hero-home.webp');
  });
});
