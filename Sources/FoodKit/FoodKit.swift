public enum FoodKitPlaceholder {}
