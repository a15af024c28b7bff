/// Unit names as a person reads them next to a number: "1 cup", "2 cups", "3 cloves", "250 g".
public enum UnitWords {
    public static func display(_ unit: String, quantity: Double) -> String {
        let plural = NounNumber.isPlural(quantity)
        let shown = UnitSpelling.display(unit, plural: plural)
        return shown == unit ? UnitSpelling.agree(unit, plural: plural) : shown
    }
}
