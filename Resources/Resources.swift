import Foundation

/// Where the bundled sample catalog lives once built.
public enum GlossaResources {
  public static var sampleCatalogURL: URL? {
    Bundle.module.url(forResource: "Sample", withExtension: "xcstrings")
  }
}
