import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsPage } from "../../../app/cms/CmsPage";
import type { CmsPageContextValue } from "../../../app/cms/context";
import { CONTENT_SLOTS } from "../../../app/cms/slots/groups/content";
import { LISTING_SLOTS } from "../../../app/cms/slots/groups/listing";
import { MEDIA_SLOTS } from "../../../app/cms/slots/groups/media";
import { PRODUCT_SLOTS } from "../../../app/cms/slots/groups/products";
import { slotTypes } from "../../../app/cms/slots/registry";
import { videoEmbedUrl } from "../../../app/cms/slots/CmsVideo";
import type { CmsSlot } from "../../../app/cms/slots/types";
import type { PwaPageResult } from "../../../app/store-api/operations";
import type { ProductListingResult } from "../../../app/catalog/store-api";
import { catalogue, categoryPage, homePage, landingPage, productPage, slotsOf } from "./fixtures";
import { renderHtml, textOf } from "./render";

const home = homePage();
const landing = landingPage();
const hardcover = categoryPage("hardcover");
const photoBooks = categoryPage("photo-books");
const contact = categoryPage("contact");
const newsletter = categoryPage("newsletter");
const printProduct = productPage("ES10003");
const licence = catalogue.products.find((p) => p.productType === "sw_product")!;
const swProduct = productPage(licence.productNumber);

function slot(page: PwaPageResult, type: string, index = 0): CmsSlot {
  const found = slotsOf(page).filter((s) => s.type === type)[index];
  if (!found) throw new Error(`fixture has no ${type} slot #${index}`);
  return found;
}

async function renderSlot(
  page: PwaPageResult,
  type: string,
  options: {
    index?: number;
    listing?: ProductListingResult | null;
    cms?: Partial<CmsPageContextValue>;
    path?: string;
  } = {},
) {
  const Component = SLOT_COMPONENTS[type]!;
  const cms: CmsPageContextValue = { page, listing: null, ...options.cms };
  return renderHtml(<Component slot={slot(page, type, options.index)} columns={1} priority={false} />, {
    cms,
    listing: options.listing ?? null,
    path: options.path ?? "/",
  });
}

const SLOT_COMPONENTS = { ...CONTENT_SLOTS, ...MEDIA_SLOTS, ...PRODUCT_SLOTS, ...LISTING_SLOTS };

const listingContext = (page: PwaPageResult) => ({
  listing: { source: { type: "category" as const, categoryId: page.resourceIdentifier }, params: {} },
});

describe("CMS elements, one component per slot type, with the emulator's pages", () => {
  it("has a component for every slot type the registry knows, and the issue's list is complete", () => {
    expect(Object.keys(SLOT_COMPONENTS).sort()).toEqual(slotTypes().sort());
    for (const type of [
      "text",
      "image",
      "image-slider",
      "image-gallery",
      "product-box",
      "product-slider",
      "product-listing",
      "sidebar-filter",
      "category-navigation",
      "buy-box",
      "product-name",
      "manufacturer-logo",
      "product-description-reviews",
      "cross-selling",
      "form",
      "html",
      "youtube",
      "vimeo",
    ])
      expect(slotTypes()).toContain(type);
  });

  it("text: the shop's HTML, sanitised", async () => {
    const html = await renderSlot(home, "text");
    expect(html).toContain("<h1");
    expect(textOf(html)).toContain("Print what you love");
    expect(html).toContain("text-align:center");
  });

  it("image: thumbnails as srcset, real size, alt text and the shop's link in the page language", async () => {
    const html = await renderSlot(home, "image");
    expect(html).toMatch(/srcSet="[^"]+ 400w, [^"]+ 800w/i);
    expect(html).toMatch(/width="\d+" height="\d+"/);
    expect(html).toContain('alt="Photo books on a wooden table"');
    expect(html).toMatch(/href="\/navigation\/[0-9a-f]{32}\/"/);
    const german = await renderSlot(home, "image", { path: "/de/" });
    expect(german).toMatch(/href="\/de\/navigation\/[0-9a-f]{32}\/"/);
  });

  it("image-slider: every slide in the HTML, each with its link; external links open in a new tab", async () => {
    const html = await renderSlot(landing, "image-slider");
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toMatch(/href="\/navigation\/[0-9a-f]{32}\/"/);
    expect(html).toContain('href="https://www.example.com/gift-guide" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Show slide 3"');
  });

  it("image-gallery: the product's media by position in a track, with a link to each below it", async () => {
    const html = await renderSlot(printProduct, "image-gallery");
    const media =
      printProduct.resourceType === "frontend.detail.page"
        ? [...(printProduct.product.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        : [];
    expect(media.length).toBeGreaterThan(1);
    const thumbs = [...html.matchAll(/class="gallery__thumb"[^>]*>.*?src="([^"]+)"/g)].map((m) => m[1]);
    expect(thumbs).toEqual(media.map((m) => m.media!.url));
    expect(html).toContain(`aria-label="Show image 1 of ${media.length}"`);
    const slides = [...html.matchAll(/<li id="([^"]+)" class="gallery__slide">/g)].map((m) => m[1]);
    expect(slides).toHaveLength(media.length);
    // The links jump to their slide without JavaScript.
    expect(html).toContain(`href="#${slides[1]}"`);
  });

  it("product-box: one product as a card with name, price and link", async () => {
    const html = await renderSlot(landing, "product-box", { index: 1 });
    const product = (
      slot(landing, "product-box", 1).data as unknown as {
        product: { translated: { name: string }; seoUrls: { seoPathInfo: string }[] };
      }
    ).product;
    expect(textOf(html)).toContain(product.translated.name);
    expect(html).toContain(`href="/${product.seoUrls[0]!.seoPathInfo}"`);
    expect(html).toMatch(/price__current[^>]*>(<span[^>]*>from <\/span>)?€\d/);
  });

  it("product-slider: the configured title and every product", async () => {
    const html = await renderSlot(home, "product-slider");
    expect(html).toContain(">Bestsellers</h2>");
    expect(html.match(/class="product-card"/g)?.length).toBe(catalogue.sliderProducts["home"]!.length);
  });

  it("product-listing: total, sortings, page size, cards and pagination of the listing state", async () => {
    const html = await renderSlot(photoBooks.page, "product-listing", {
      listing: photoBooks.listing,
      cms: listingContext(photoBooks.page),
      path: "/Photo-books/",
    });
    expect(photoBooks.listing!.total).toBeGreaterThan(10);
    expect(textOf(html)).toContain(`${photoBooks.listing!.total} products`);
    expect(html.match(/class="product-card"/g)).toHaveLength(10);
    expect(html).toContain('<option value="price-asc">Price ascending</option>');
    expect(html).toContain('href="/Photo-books/?p=2"');
    expect(html).toContain('aria-current="page"');
  });

  it("sidebar-filter: manufacturer, properties with colour swatches, price range, rating and a GET form", async () => {
    const html = await renderSlot(hardcover.page, "sidebar-filter", {
      listing: hardcover.listing,
      cms: listingContext(hardcover.page),
      path: "/Photo-books/Hardcover/",
    });
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain("<legend>Manufacturer</legend>");
    expect(html).toMatch(/name="manufacturer" value="[0-9a-f]{32}"/);
    expect(html).toContain("<legend>Colour</legend>");
    expect(html).toMatch(/class="swatch" style="background-color:#[0-9a-f]{6}"/);
    expect(html).toMatch(/name="min-price"/);
    expect(html).toMatch(/name="rating" value="5"/);
    expect(html).toContain("<noscript>");
  });

  it("category-navigation: the top-level category with the active path open", async () => {
    const html = await renderSlot(hardcover.page, "category-navigation");
    const text = textOf(html);
    expect(text.startsWith("Photo books")).toBe(true);
    expect(text).toContain("Hardcover Classic Premium Softcover Layflat");
    expect(html).toMatch(/aria-current="page"[^>]*><a[^>]*>Hardcover</);
  });

  it("category-navigation: the next categories as one row of links for narrow screens (subcategories, else siblings)", async () => {
    const chips = (html: string) => [...html.matchAll(/class="category-nav__chip"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(chips(await renderSlot(hardcover.page, "category-navigation"))).toEqual(["Classic", "Premium"]);
    expect(chips(await renderSlot(photoBooks.page, "category-navigation"))).toEqual([
      "Hardcover",
      "Softcover",
      "Layflat",
    ]);
  });

  it("buy-box: price, graduated prices, availability and add to cart for ordinary products", async () => {
    const html = await renderSlot(swProduct, "buy-box");
    expect(html).toContain(">Add to cart</button>");
    expect(html).toMatch(/<input[^>]+type="number"[^>]+min="1"/);
    expect(textOf(html)).toContain("Prices incl. VAT, plus shipping costs");
    expect(textOf(html)).toMatch(/In stock|Available|Sold out/);
    expect(textOf(html)).toContain(`Product number: ${licence.productNumber}`);
  });

  it("buy-box: print products lead to the editor with their family and module", async () => {
    const html = await renderSlot(printProduct, "buy-box");
    expect(html).not.toContain("Add to cart");
    expect(html).toMatch(/href="\/editor\/\?productFamilyId=\d+&amp;moduleId=\w+"/);
    expect(html).toContain("graduated-prices");
  });

  it("product-name: the page's heading", async () => {
    const html = await renderSlot(printProduct, "product-name");
    expect(html).toMatch(/^<h1 class="product-name">Classic hardcover photo book 20 × 20 cm<\/h1>$/);
  });

  it("manufacturer-logo: the logo, linked to the manufacturer's site in a new tab", async () => {
    const html = await renderSlot(printProduct, "manufacturer-logo");
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"><img/);
  });

  it("product-description-reviews: description, properties and reviews with their spread", async () => {
    const html = await renderSlot(printProduct, "product-description-reviews");
    const text = textOf(html);
    expect(text).toContain("Description");
    expect(text).toMatch(/Manufacturer Printbox Studio/);
    expect(text).toMatch(/Reviews \(\d+\)/);
    expect(html.match(/class="review"/g)?.length).toBeGreaterThan(0);
    expect(html).toContain("reviews__matrix");
  });

  it("cross-selling: one slider per group, at most 10 products each", async () => {
    const html = await renderSlot(printProduct, "cross-selling");
    const groups = [...html.matchAll(/class="product-slider__title">([^<]+)</g)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThan(0);
    for (const section of html.split('class="product-slider"').slice(1))
      expect((section.match(/class="product-card"/g) ?? []).length).toBeLessThanOrEqual(10);
  });

  it("form: the contact form with its fields posts to the page's action, before and without script", async () => {
    const html = await renderSlot(contact.page, "form");
    for (const label of ["First name", "Last name", "E-mail address", "Subject", "Your message"])
      expect(textOf(html)).toContain(label);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input type="hidden" name="intent" value="contact"\/>/);
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain(">Send us a message</h2>");
  });

  it("form: the newsletter sign-up with the privacy consent", async () => {
    const html = await renderSlot(newsletter.page, "form");
    expect(html).toMatch(/<input type="checkbox" required="" name="privacy"\/>/);
    expect(html).toContain('href="/information/privacy-policy/"');
  });

  it("html: the shop's markup without scripts", async () => {
    const html = await renderSlot(landing, "html");
    expect(textOf(html)).toContain("Gift wrapping");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert(");
  });

  it("youtube-video and vimeo-video: nothing from the video host until the shopper asks", async () => {
    for (const type of ["youtube-video", "vimeo-video"]) {
      const html = await renderSlot(landing, type);
      expect(html).not.toContain("<iframe");
      expect(html).toMatch(/>Play video from (YouTube|Vimeo)</);
    }
    expect(videoEmbedUrl("youtube", slot(landing, "youtube-video"))).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl("vimeo", slot(landing, "vimeo-video"))).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1&.*dnt=1/,
    );
  });
});

describe("the CMS page renderer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders sections and blocks with sizing mode, background, margins, css class and visibility", async () => {
    const html = await renderHtml(<CmsPage page={home.cmsPage!} />, { cms: { page: home, listing: null } });
    expect(html).toContain("cms-section--full_width");
    expect(html).toMatch(
      /class="cms-section cms-section--default cms-section--boxed"[^>]*style="background-color:#f4f1ec"/,
    );
    expect(html).toMatch(
      /class="cms-block cms-block--image-three-column cms-block--cols-3"[^>]*style="margin-top:20px;margin-bottom:20px;margin-left:20px;margin-right:20px"/,
    );
  });

  it("hides sections and blocks per device, and places sidebar blocks in the sidebar", async () => {
    const page = structuredClone(hardcover.page);
    page.cmsPage!.sections![0]!.blocks![2]!.visibility = { mobile: false, tablet: true, desktop: true };
    page.cmsPage!.sections![0]!.cssClass = "listing-section";
    const html = await renderHtml(<CmsPage page={page.cmsPage!} />, {
      cms: { page, ...listingContext(page) },
      listing: hardcover.listing,
      path: "/Photo-books/Hardcover/",
    });
    expect(html).toMatch(/<section class="cms-section cms-section--sidebar cms-section--boxed listing-section"/);
    expect(html).toMatch(
      /<aside class="cms-section__sidebar">.*category-nav.*filters.*<\/aside><div class="cms-section__main">/s,
    );
    expect(html).toMatch(/cms-block--text[^"]*hide-mobile/);
  });

  it("renders nothing for an unknown slot type and warns in development", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = structuredClone(landing);
    page.cmsPage!.sections![0]!.blocks![0]!.slots![0]!.type = "three-d-viewer";
    const html = await renderHtml(<CmsPage page={page.cmsPage!} />, { cms: { page, listing: null } });
    expect(html).not.toContain("three-d-viewer");
    expect(warn).toHaveBeenCalledWith('CMS: no component for slot type "three-d-viewer"; it is not rendered.');
  });
});
